import { Modal } from '../../../primitives/Modal';
import { Body, Fields, Head, Photo, Status } from './SalonSubscriptionModal.styles';

export interface SalonSubscriptionDetail {
  salonName: string;
  photo: string | null;
  email: string;
  phone: string;
  plan: string;
  /** DD-MM-YYYY. */
  startDate: string;
  endDate: string;
  active: boolean;
  /** 'Expires in 3 months' / 'Expired 2 days ago'. */
  expiryText: string;
}

export interface SalonSubscriptionModalProps {
  /** Open while set; closing clears the selection in the parent. */
  subscription: SalonSubscriptionDetail | null;
  onClose: () => void;
}

/** The Salon Subscription modal of the admin's dashboard. */
export function SalonSubscriptionModal({ subscription, onClose }: SalonSubscriptionModalProps) {
  return (
    <Modal open={subscription !== null} onClose={onClose} title="Salon Subscription">
      {subscription && (
        <Body>
          <Head>
            {subscription.photo && <Photo src={subscription.photo} alt={subscription.salonName} />}
            <div>
              <strong>{subscription.salonName}</strong>
              <div>
                <Status $active={subscription.active}>{subscription.active ? 'Active' : 'Expired'}</Status>{' '}
                {subscription.expiryText}
              </div>
            </div>
          </Head>
          <Fields>
            <dt>Email</dt>
            <dd>{subscription.email}</dd>
            <dt>Phone</dt>
            <dd>{subscription.phone}</dd>
            <dt>Plan</dt>
            <dd>{subscription.plan}</dd>
            <dt>Start date</dt>
            <dd>{subscription.startDate}</dd>
            <dt>End date</dt>
            <dd>{subscription.endDate}</dd>
          </Fields>
        </Body>
      )}
    </Modal>
  );
}
