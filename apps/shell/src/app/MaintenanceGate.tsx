// Maintenance mode (issue 13): the API answers 503 with errors.code `maintenance` to everyone but the super admin.
// The shell asks the public status once per load (and when the tab comes back) and shows this page instead of
// the app; the super admin's console is never hidden.
import { getApiBaseUrl, useAuthStore } from '@sumaa/api-client';
import { MAINTENANCE_ERROR_CODE, platformStatusEndpoint } from '@sumaa/contracts';
import { Heading, Text } from '@sumaa/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

async function maintenanceNotice(language: string): Promise<string | null> {
  try {
    const response = await fetch(`${getApiBaseUrl()}${platformStatusEndpoint.path}`, {
      headers: { 'accept-language': language === 'ar' ? 'ar-SA' : 'en-US' },
    });
    if (response.status !== 503) return null;
    const body = (await response.json()) as { message?: string; errors?: Record<string, string[]> };
    return body.errors?.code?.includes(MAINTENANCE_ERROR_CODE) ? (body.message ?? '') : null;
  } catch {
    return null;
  }
}

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const isSuperAdmin = useAuthStore((state) => state.user?.role === 'super_admin');
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (isSuperAdmin) return setNotice(null);
    let live = true;
    const check = () => void maintenanceNotice(i18n.language).then((text) => live && setNotice(text));
    check();
    window.addEventListener('focus', check);
    return () => {
      live = false;
      window.removeEventListener('focus', check);
    };
  }, [isSuperAdmin, i18n.language]);
  if (notice === null) return children;
  return (
    <StyledPage role="main">
      <Heading level={1}>{i18n.language === 'ar' ? 'المنصة في وضع الصيانة' : 'Under maintenance'}</Heading>
      <Text>{notice}</Text>
    </StyledPage>
  );
}

const StyledPage = styled.main`
  min-block-size: 100vh;
  display: grid;
  place-content: center;
  gap: 1rem;
  padding: 2rem;
  text-align: center;
`;
