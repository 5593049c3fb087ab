import { changeVisitStage } from '@salon/api/appointments/endpoints';
import type { ChangeStageBody } from '@salon/api/appointments/team-day-schemas';
import { useMessageMutation } from '../core';
import { calendarKeys } from './keys';

/** `POST /appointment/stage`: moves a visit along (arrived, in service, completed); resolves with the message. */
export function useChangeStage() {
  return useMessageMutation(calendarKeys.changeStage, (api, body: ChangeStageBody) =>
    api(changeVisitStage, { body }),
  );
}
