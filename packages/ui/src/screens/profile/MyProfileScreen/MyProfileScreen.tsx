import { ErrorText } from '@salon/ui/primitives/ErrorText';
import type { ReactNode } from 'react';
import { TitledPage } from '@salon/ui/patterns/TitledPage';
import { Button } from '@salon/ui/primitives/Button';
import { Card } from '@salon/ui/primitives/Card';
import { formatPhone } from '@salon/ui/primitives/PhoneInput';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { initialsOf } from './initials';
import {
  Actions,
  Avatar,
  Details,
  Identity,
  Loading,
  Muted,
  Name,
  PlanActions,
  PlanNotice,
  Sections,
} from './MyProfileScreen.styles';

export interface ProfileDetails {
  name: string;
  email: string;
  /** 10 digits; shown 555-010-0100. */
  phone: string | null;
  address: string | null;
  photo: string | null;
  roleLabel: string;
  salonName: string | null;
  /** Stylists only: their working day and services. */
  stylist?: { startTime: string | null; endTime: string | null; services: string[] };
}

/** The salon's subscription (salon owners only). */
export interface PlanDetails {
  name: string;
  description?: string;
  /** Price and interval as shown, e.g. '$49.00 / month'. */
  price: string;
  users?: string;
  period: string;
  status: string;
  /** Cancelled, past due or ended: what it means for the salon, shown above the sections. */
  notice?: string;
  /** The action offered: Cancel Subscription, Renew Subscription, or none. */
  action?: 'cancel' | 'renew';
}

export interface ProfileCapabilities {
  editProfile: boolean;
  changePassword: boolean;
  logoutAllSessions: boolean;
}

export type MyProfileState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; profile: ProfileDetails };

export interface MyProfileScreenProps {
  state: MyProfileState;
  can: ProfileCapabilities;
  /** Shown only when given. */
  plan?: PlanDetails;
  /** The owner's billing history, under the profile (a `BillingHistory`). */
  billing?: ReactNode;
  /** A cancel or renew call is running. */
  planBusy?: boolean;
  onCancelSubscription?: () => void;
  onRenewSubscription?: () => void;
  onEditProfile: () => void;
  onChangePassword: () => void;
  onLogoutAllSessions: () => void;
  /** Sections after the profile's own (the calendar subscription). */
  extraSections?: ReactNode;
}

const dash = (value: string | null | undefined) => (value ? value : '—');

/** My Profile: personal and contact info, stylist extras, plan, and the account actions the viewer may use. */
export function MyProfileScreen({
  state,
  can,
  plan,
  billing,
  planBusy,
  onCancelSubscription,
  onRenewSubscription,
  onEditProfile,
  onChangePassword,
  onLogoutAllSessions,
  extraSections,
}: MyProfileScreenProps) {
  const renew = plan?.action === 'renew' && onRenewSubscription && (
    <Button variant="primary" onClick={onRenewSubscription} loading={planBusy}>
      Renew Subscription
    </Button>
  );
  return (
    <TitledPage
      title="My Profile"
      actions={
        state.status === 'ready' && (
          <Actions>
            {can.editProfile && (
              <Button variant="primary" onClick={onEditProfile}>
                Edit Profile
              </Button>
            )}
            {can.changePassword && (
              <Button variant="secondary" onClick={onChangePassword}>
                Change Password
              </Button>
            )}
            {can.logoutAllSessions && (
              <Button variant="danger" onClick={onLogoutAllSessions}>
                Log Out of All Sessions
              </Button>
            )}
          </Actions>
        )
      }
    >
      {state.status === 'loading' ? (
        <Loading aria-busy="true">
          <VisuallyHidden role="status">Loading profile</VisuallyHidden>
          <Card padding="lg">
            <Identity>
              <Skeleton shape="circle" width={72} />
              <Skeleton shape="text" lines={2} width={220} />
            </Identity>
          </Card>
          <Sections aria-hidden="true">
            <Card padding="lg">
              <Skeleton shape="text" lines={4} />
            </Card>
            <Card padding="lg">
              <Skeleton shape="text" lines={4} />
            </Card>
          </Sections>
        </Loading>
      ) : state.status === 'error' ? (
        <ErrorText boxed role="alert">
          {state.message}
        </ErrorText>
      ) : (
        <>
          {plan?.notice && (
            <PlanNotice role="status">
              <p>{plan.notice}</p>
              {renew}
            </PlanNotice>
          )}
          <ProfileBody
            profile={state.profile}
            plan={plan}
            action={
              plan?.action === 'cancel' && onCancelSubscription ? (
                <Button variant="danger" onClick={onCancelSubscription} loading={planBusy}>
                  Cancel Subscription
                </Button>
              ) : plan?.notice ? null : (
                renew
              )
            }
          />
          {billing}
          {extraSections}
        </>
      )}
    </TitledPage>
  );
}

function ProfileBody({
  profile,
  plan,
  action,
}: {
  profile: ProfileDetails;
  plan?: PlanDetails;
  action?: ReactNode;
}) {
  return (
    <>
      <Card padding="lg" aria-label="Profile summary">
        <Identity>
          <Avatar>
            {profile.photo ? (
              <img src={profile.photo} alt={profile.name} />
            ) : (
              <span aria-hidden="true">{initialsOf(profile.name)}</span>
            )}
          </Avatar>
          <div>
            <Name>{profile.name}</Name>
            <Muted>
              {profile.roleLabel}
              {profile.salonName ? ` · ${profile.salonName}` : ''}
            </Muted>
          </div>
        </Identity>
      </Card>
      <Sections>
        <Card padding="lg" title="Personal information">
          <Details>
            <dt>Name</dt>
            <dd>{profile.name}</dd>
            <dt>Role</dt>
            <dd>{profile.roleLabel}</dd>
            <dt>Salon</dt>
            <dd>{dash(profile.salonName)}</dd>
          </Details>
        </Card>
        <Card padding="lg" title="Contact information">
          <Details>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
            <dt>Phone</dt>
            <dd>{profile.phone ? formatPhone(profile.phone) : '—'}</dd>
            <dt>Address</dt>
            <dd>{dash(profile.address)}</dd>
          </Details>
        </Card>
        {profile.stylist && (
          <Card padding="lg" title="Working hours and services">
            <Details>
              <dt>Start time</dt>
              <dd>{dash(profile.stylist.startTime)}</dd>
              <dt>End time</dt>
              <dd>{dash(profile.stylist.endTime)}</dd>
              <dt>Services</dt>
              <dd>{profile.stylist.services.length > 0 ? profile.stylist.services.join(', ') : '—'}</dd>
            </Details>
          </Card>
        )}
        {plan && (
          <Card padding="lg" title="Plan information">
            <Details>
              <dt>Plan</dt>
              <dd>{plan.name}</dd>
              {plan.description && (
                <>
                  <dt>Description</dt>
                  <dd>{plan.description}</dd>
                </>
              )}
              <dt>Price</dt>
              <dd>{plan.price}</dd>
              {plan.users && (
                <>
                  <dt>Users</dt>
                  <dd>{plan.users}</dd>
                </>
              )}
              <dt>Current period</dt>
              <dd>{plan.period}</dd>
              <dt>Status</dt>
              <dd>{plan.status}</dd>
            </Details>
            {action && <PlanActions>{action}</PlanActions>}
          </Card>
        )}
      </Sections>
    </>
  );
}
