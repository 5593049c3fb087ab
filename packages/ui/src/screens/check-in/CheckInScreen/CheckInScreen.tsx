import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Select, type SelectOption } from '@salon/ui/primitives/Select';
import { Brand, Logo, LogoFallback, Page, Panel, Result, SalonName, Title } from './CheckInScreen.styles';

export type CheckInResult =
  { status: 'idle' } | { status: 'success'; message: string } | { status: 'error'; message: string };

export interface CheckInScreenProps {
  salonName: string;
  /** URL of the salon's logo; initials are shown without one. */
  logoUrl: string | null;
  /**
   * The clients matching the typed text, labelled with their masked phone and their visit of the day:
   * 'Grace Miller (***-***-0142) · Haircut at 10:30'.
   */
  options: readonly SelectOption<string>[];
  optionsLoading?: boolean;
  /** Told of the typed text: the clients are searched on the server. */
  onSearchChange: (text: string) => void;
  /** Too little is typed to search: the menu asks for more instead of listing nobody. */
  searchTooShort?: boolean;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onCheckIn: () => void;
  submitting?: boolean;
  result: CheckInResult;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** The kiosk lists nobody before something is typed: the desk's screen is seen by everyone. */
export const CHECK_IN_HINT = 'Type the first letters of your name, or your booking code (AP-001042)';

/** /check-in: a client picks their name and checks in at the front desk (spec 1 §2 "Check-in"). */
export function CheckInScreen({
  salonName,
  logoUrl,
  options,
  optionsLoading = false,
  onSearchChange,
  searchTooShort = false,
  selectedId,
  onSelect,
  onCheckIn,
  submitting = false,
  result,
}: CheckInScreenProps) {
  return (
    <Page>
      <Panel aria-labelledby="check-in-title">
        <Brand>
          {logoUrl ? (
            <Logo src={logoUrl} alt={`${salonName} logo`} />
          ) : (
            <LogoFallback role="img" aria-label={`${salonName} logo`}>
              {initialsOf(salonName)}
            </LogoFallback>
          )}
          <Title id="check-in-title">Check-in</Title>
          <SalonName>{salonName}</SalonName>
        </Brand>
        <FormField label="Your name" htmlFor="check-in-user" hint={CHECK_IN_HINT}>
          {(control) => (
            <Select<string>
              {...control}
              options={options}
              value={selectedId}
              placeholder="Search and select your name"
              noOptionsMessage={searchTooShort ? CHECK_IN_HINT : 'No users found with name'}
              isLoading={optionsLoading}
              isClearable
              serverFiltered
              isDisabled={submitting}
              onInputChange={onSearchChange}
              onChange={onSelect}
            />
          )}
        </FormField>
        <Button fullWidth size="lg" disabled={!selectedId} loading={submitting} onClick={onCheckIn}>
          Check-in
        </Button>
        {result.status === 'success' && (
          <Result role="status" $tone="success">
            {result.message}
          </Result>
        )}
        {result.status === 'error' && (
          <Result role="alert" $tone="danger">
            {result.message}
          </Result>
        )}
      </Panel>
    </Page>
  );
}
