// Types `props.theme` in every styled component of the workspace as our Theme.
import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // The documented way to type `props.theme`: an empty interface that only extends ours.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
