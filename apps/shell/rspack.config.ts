import { createAppConfig } from '../../tools/federation/create-app-config';
import { SHELL } from '../../tools/federation/remotes';

export default createAppConfig({ app: SHELL });
