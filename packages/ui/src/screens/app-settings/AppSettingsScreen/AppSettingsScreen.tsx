import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { AppSettingCard, type AppSettingFieldSpec } from '../AppSettingCard';
import { Grid, Page, Title } from './AppSettingsScreen.styles';

/** One card of the page with the state of its setting. */
export interface AppSettingCardModel {
  /** Stable key of the card (the setting type). */
  type: string;
  title: string;
  texts: readonly AppSettingFieldSpec[];
  image: AppSettingFieldSpec;
  setting:
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | {
        status: 'ready';
        texts: Record<string, string>;
        imageUrl: string | null;
        /** Changes on every save, so the card's form starts again from what the server stored. */
        version: string;
      };
  submitting: boolean;
  serverError?: string | null;
}

export interface AppSettingsScreenProps {
  /** The cards to show, in order (the shop card only when the salon has Point of Sales). */
  cards: readonly AppSettingCardModel[] | null;
  /** Why the cards cannot be shown (the salon's menus did not load). */
  error?: string | null;
  onSubmit: (type: string, texts: Record<string, string>, image: File | null) => void;
}

/** /app-setting: one card per screen of the salon's mobile app (spec 2 §2 "App Settings"). */
export function AppSettingsScreen({ cards, error, onSubmit }: AppSettingsScreenProps) {
  return (
    <Page>
      <Title>App Settings</Title>
      {error ? (
        <ErrorText boxed role="alert">
          {error}
        </ErrorText>
      ) : !cards ? (
        <Grid aria-busy="true">
          <Skeleton shape="block" height="320px" />
          <Skeleton shape="block" height="320px" />
        </Grid>
      ) : (
        <Grid>
          {cards.map((card) =>
            card.setting.status === 'ready' ? (
              <AppSettingCard
                key={`${card.type}:${card.setting.version}`}
                title={card.title}
                texts={card.texts}
                image={card.image}
                initialTexts={card.setting.texts}
                imageUrl={card.setting.imageUrl}
                submitting={card.submitting}
                serverError={card.serverError}
                onSubmit={(texts, image) => onSubmit(card.type, texts, image)}
              />
            ) : card.setting.status === 'error' ? (
              <ErrorText boxed key={card.type} role="alert" aria-label={card.title}>
                {card.title}: {card.setting.message}
              </ErrorText>
            ) : (
              <section key={card.type} aria-busy="true" aria-label={card.title}>
                <Skeleton shape="block" height="320px" />
              </section>
            ),
          )}
        </Grid>
      )}
    </Page>
  );
}
