import { slotLabel, timeLabel } from '../BookingScreen/booking-dates';
import { Bio, Empty, Group, List, Name, Photo, Profile, Root, SlotButton } from './SlotGrid.styles';

/** A slot's status as the public page shows it (the contract's slot statuses). */
export type SlotStatusView = 'available' | 'booked' | 'confirmed' | 'waiting' | 'canceled';

export interface SlotView {
  _id: string;
  /** Salon-local start, 'HH:mm'. */
  time: string;
  status: SlotStatusView;
  /** Free and more than 15 minutes ahead: the only slots a visitor may pick. */
  choosable: boolean;
}

export interface SlotGridStylist {
  _id: string;
  name: string;
  /** The stylist's photo and the short bio the owner wrote, shown above their times. */
  photo?: string | null;
  bio?: string | null;
  slots: SlotView[];
}

export interface SlotGridProps {
  /** The salon-local day, 'YYYY-MM-DD' (part of every slot's accessible name). */
  date: string;
  stylists: SlotGridStylist[];
  /** The slot the booking form is open for. */
  selectedSlotId?: string | null;
  onChoose: (stylistId: string, slotId: string) => void;
}

/** The legend's words: booked by the salon shows as Confirmed; a blocked or too-soon slot as Unavailable. */
export type SlotStatusText = 'Available' | 'Confirmed' | 'Waiting' | 'Unavailable';

export function slotStatusText(slot: SlotView): SlotStatusText {
  if (slot.choosable) return 'Available';
  if (slot.status === 'booked' || slot.status === 'confirmed') return 'Confirmed';
  if (slot.status === 'waiting') return 'Waiting';
  return 'Unavailable';
}

/**
 * The stylists' time-slot buttons of one day. Only choosable slots are buttons one can press (and tab
 * to); taken ones stay visible, disabled, with their status in their name.
 */
export function SlotGrid({ date, stylists, selectedSlotId, onChoose }: SlotGridProps) {
  return (
    <Root>
      {stylists.map((stylist) => {
        const headingId = `slots-of-${stylist._id}`;
        return (
          <Group key={stylist._id} aria-labelledby={headingId}>
            <Profile>
              {stylist.photo ? <Photo src={stylist.photo} alt="" loading="lazy" /> : null}
              <div>
                <Name id={headingId}>{stylist.name}</Name>
                {stylist.bio ? <Bio>{stylist.bio}</Bio> : null}
              </div>
            </Profile>
            {stylist.slots.length === 0 ? (
              <Empty>No time slots on this day</Empty>
            ) : (
              <List>
                {stylist.slots.map((slot) => {
                  const status = slotStatusText(slot);
                  const label = slotLabel(slot.time, date, stylist.name);
                  return (
                    <li key={slot._id}>
                      <SlotButton
                        type="button"
                        $status={status}
                        disabled={!slot.choosable}
                        aria-label={slot.choosable ? label : `${label}, ${status}`}
                        aria-pressed={slot._id === selectedSlotId}
                        data-slot-id={slot._id}
                        data-slot-status={status.toLowerCase()}
                        onClick={() => onChoose(stylist._id, slot._id)}
                      >
                        {timeLabel(slot.time)}
                      </SlotButton>
                    </li>
                  );
                })}
              </List>
            )}
          </Group>
        );
      })}
    </Root>
  );
}
