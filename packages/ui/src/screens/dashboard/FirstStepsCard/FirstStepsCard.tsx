import { Button } from '@salon/ui/primitives/Button';
import { Icon } from '@salon/ui/primitives/Icon';
import { IconButton } from '@salon/ui/primitives/IconButton';
import {
  BookingUrl,
  Header,
  Heading,
  Mark,
  Progress,
  Qr,
  Root,
  Step,
  StepActions,
  StepDescription,
  StepText,
  StepTitle,
  Steps,
  Title,
} from './FirstStepsCard.styles';

export type FirstStepId = 'services' | 'payouts' | 'stylistHours' | 'websiteLook' | 'bookingLink';

export interface FirstStepsCardProps {
  /** Which steps the salon's data shows done; payouts only while a service takes a deposit or card. */
  done: Record<Exclude<FirstStepId, 'payouts'>, boolean> & { payouts?: boolean };
  /** The salon's public booking page. */
  bookingUrl: string;
  /** The booking link's QR code (an SVG document), shown while open; null keeps it closed. */
  qrCodeSvg: string | null;
  /** Opens the page where a step is done (services, stylists, website settings). */
  onOpenStep: (id: FirstStepId) => void;
  onCopyLink: () => void;
  onToggleQrCode: () => void;
  onDismiss: () => void;
}

const STEPS: ReadonlyArray<{ id: FirstStepId; title: string; description: string; action?: string }> = [
  {
    id: 'services',
    title: 'Add services',
    description: 'What clients can book, with its duration and price.',
    action: 'Add services',
  },
  {
    id: 'payouts',
    title: 'Set up payouts',
    description:
      'A service takes a deposit or a saved card: the booking page offers it once you can take card payments.',
    action: 'Set up payouts',
  },
  {
    id: 'stylistHours',
    title: 'Add stylists and set their hours',
    description: 'Clients book a stylist at a time they work.',
    action: 'Add stylists',
  },
  {
    id: 'websiteLook',
    title: "Set your website's look",
    description: 'Your logo, banner, colour and texts.',
    action: 'Set the look',
  },
  {
    id: 'bookingLink',
    title: 'Share your booking link',
    description: 'Ticked when the first booking comes in through your site.',
  },
];

/**
 * A new salon's first steps to a bookable site, on its dashboard: each step ticked from the salon's
 * data, a way to each page where it is done, and the booking link to copy or print as a QR code.
 */
export function FirstStepsCard({
  done,
  bookingUrl,
  qrCodeSvg,
  onOpenStep,
  onCopyLink,
  onToggleQrCode,
  onDismiss,
}: FirstStepsCardProps) {
  const steps = STEPS.filter((step) => step.id !== 'payouts' || done.payouts !== undefined);
  const count = steps.filter((step) => done[step.id]).length;
  return (
    <Root aria-labelledby="first-steps-title">
      <Header>
        <Heading>
          <Title id="first-steps-title">Get your salon ready for bookings</Title>
          <Progress>
            {count} of {steps.length} steps done
          </Progress>
        </Heading>
        <IconButton icon="close" label="Dismiss first steps" onClick={onDismiss} />
      </Header>
      <Steps>
        {steps.map((step, index) => (
          <Step key={step.id}>
            <StepText>
              <Mark $done={done[step.id] === true} aria-hidden>
                {done[step.id] ? <Icon name="check" size={16} /> : index + 1}
              </Mark>
              <div>
                <StepTitle aria-label={`${step.title}, ${done[step.id] ? 'done' : 'to do'}`}>
                  {step.title}
                </StepTitle>
                <StepDescription>{step.description}</StepDescription>
                {step.id === 'bookingLink' && <BookingUrl>{bookingUrl}</BookingUrl>}
              </div>
            </StepText>
            <StepActions>
              {step.id === 'bookingLink' ? (
                <>
                  <Button variant="secondary" size="sm" onClick={onCopyLink}>
                    Copy link
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-expanded={qrCodeSvg !== null}
                    onClick={onToggleQrCode}
                  >
                    {qrCodeSvg === null ? 'Show QR code' : 'Hide QR code'}
                  </Button>
                </>
              ) : (
                !done[step.id] &&
                step.action && (
                  <Button variant="secondary" size="sm" onClick={() => onOpenStep(step.id)}>
                    {step.action}
                  </Button>
                )
              )}
            </StepActions>
          </Step>
        ))}
      </Steps>
      {qrCodeSvg !== null && (
        <Qr
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCodeSvg)}`}
          alt={`QR code of your booking link, ${bookingUrl}`}
        />
      )}
    </Root>
  );
}
