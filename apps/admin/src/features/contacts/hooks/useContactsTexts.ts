import { definePageTexts } from '@sumaa/app-kit';
import { contactsTexts } from '../i18n';

export const useContactsTexts = definePageTexts('admin.contacts', contactsTexts);
