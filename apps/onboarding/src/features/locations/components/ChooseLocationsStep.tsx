import { errorTextOf } from '../../../shared/errorText';
import type { GoogleLocation } from '@sumaa/contracts';
import { AlertBanner, Button, EmptyState, Inline, LayersIcon, Spinner, Stack, Text } from '@sumaa/ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isGoogleNotConnected, useGoogleLocationsQuery } from '../api/getGoogleLocations';
import { useLinkLocations } from '../api/linkLocations';
import { LocationOption } from './LocationOption';

export interface ChooseLocationsStepProps {
  /** Google is not connected (or another account is wanted): back to the connect step. */
  onConnectGoogle(): void;
  /** The chosen locations are linked (the server has moved the user to the sync step). */
  onLinked(): void;
}

/** Step 1: the Google account's locations, each toggled; continue links the chosen ones. */
export function ChooseLocationsStep({ onConnectGoogle, onLinked }: ChooseLocationsStepProps) {
  const { t } = useTranslation('onboarding');
  const locations = useGoogleLocationsQuery();

  if (locations.isPending) return <Spinner label={t('locations.loading')} />;

  if (locations.isError) {
    if (isGoogleNotConnected(locations.error))
      return <NotConnectedNotice onConnectGoogle={onConnectGoogle} />;
    return (
      <AlertBanner
        tone="error"
        action={
          <Button
            variant="secondary"
            size="sm"
            loading={locations.isFetching}
            onClick={() => void locations.refetch()}
          >
            {t('retry')}
          </Button>
        }
      >
        {errorTextOf(locations.error, t('locations.loadFailed'))}
      </AlertBanner>
    );
  }

  const { items, linkedElsewhereCount } = locations.data;
  const linkedElsewhere = linkedElsewhereCount > 0 && (
    <Text size="sm" tone="secondary">
      {t('locations.linkedElsewhere', { count: linkedElsewhereCount })}
    </Text>
  );

  if (items.length === 0) {
    return (
      <EmptyState
        titleAs="h3"
        icon={<LayersIcon size="1.75rem" />}
        title={t('locations.emptyTitle')}
        message={t('locations.emptyHint')}
      >
        {linkedElsewhere}
        <Inline gap={2} justify="center">
          <Button variant="secondary" loading={locations.isFetching} onClick={() => void locations.refetch()}>
            {t('locations.checkAgain')}
          </Button>
          <Button variant="ghost" onClick={onConnectGoogle}>
            {t('locations.connectOther')}
          </Button>
        </Inline>
      </EmptyState>
    );
  }

  return (
    <LocationChoice items={items} onConnectGoogle={onConnectGoogle} onLinked={onLinked}>
      {linkedElsewhere}
    </LocationChoice>
  );
}

function NotConnectedNotice({ onConnectGoogle }: Pick<ChooseLocationsStepProps, 'onConnectGoogle'>) {
  const { t } = useTranslation('onboarding');
  return (
    <AlertBanner
      tone="warning"
      title={t('locations.notConnectedTitle')}
      action={
        <Button variant="secondary" size="sm" onClick={onConnectGoogle}>
          {t('locations.connectButton')}
        </Button>
      }
    >
      {t('locations.notConnected')}
    </AlertBanner>
  );
}

interface LocationChoiceProps extends ChooseLocationsStepProps {
  items: GoogleLocation[];
  children?: ReactNode;
}

function LocationChoice({ items, onConnectGoogle, onLinked, children }: LocationChoiceProps) {
  const { t } = useTranslation('onboarding');
  const link = useLinkLocations();
  const hintId = useId();
  // Locations linked earlier start ticked: coming back to this step keeps what was chosen.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(items.filter((location) => location.linked).map((location) => location.id)),
  );
  const chosenIds = items.filter((location) => chosen.has(location.id)).map((location) => location.id);
  const allChosen = chosenIds.length === items.length;

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () => setChosen(allChosen ? new Set() : new Set(items.map((location) => location.id)));
  const submit = () => link.mutate({ placeIds: chosenIds }, { onSuccess: () => onLinked() });

  return (
    <Stack gap={4}>
      <StyledFieldset>
        <StyledLegend>{t('locations.listLabel')}</StyledLegend>
        <StyledToolbar>
          <StyledSelectAll>
            <input
              type="checkbox"
              checked={allChosen}
              ref={(input) => {
                if (input) input.indeterminate = chosenIds.length > 0 && !allChosen;
              }}
              onChange={toggleAll}
            />
            {t('locations.selectAll')}
          </StyledSelectAll>
          <Text as="span" size="sm" tone="secondary" aria-live="polite">
            {t('locations.selectedCount', { selected: chosenIds.length, total: items.length })}
          </Text>
        </StyledToolbar>
        <StyledOptions>
          {items.map((location) => (
            <LocationOption
              key={location.id}
              location={location}
              selected={chosen.has(location.id)}
              onToggle={toggle}
            />
          ))}
        </StyledOptions>
      </StyledFieldset>
      {children}

      {link.isError &&
        (isGoogleNotConnected(link.error) ? (
          <NotConnectedNotice onConnectGoogle={onConnectGoogle} />
        ) : (
          <AlertBanner tone="error">{errorTextOf(link.error, t('locations.linkFailed'))}</AlertBanner>
        ))}

      <StyledActions>
        <Button
          size="lg"
          disabled={chosenIds.length === 0}
          loading={link.isPending}
          aria-describedby={chosenIds.length === 0 ? hintId : undefined}
          onClick={submit}
        >
          {t('locations.continue')}
        </Button>
        {chosenIds.length === 0 && (
          <Text id={hintId} size="sm" tone="secondary">
            {t('locations.continueHint')}
          </Text>
        )}
      </StyledActions>
    </Stack>
  );
}

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledSelectAll = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: ${({ theme }) => theme.sizes.touchTarget};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  input {
    inline-size: 20px;
    block-size: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

const StyledOptions = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
