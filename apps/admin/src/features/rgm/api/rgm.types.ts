/*
 * The RGM as the API answers it: the wire types live in @campo/contracts,
 * shared with the server; the RGM screens import them from here.
 */
export type {
  ContractRgmSettings,
  ContractRgmSettingsInput,
  RgmAction,
  RgmContractRow,
  RgmEquipmentRow,
  RgmEvent,
  RgmFigures,
  RgmFluids,
  RgmOrderRow,
  RgmPendingItems,
  RgmOrigin,
  RgmPreventives,
  PreventiveFigures,
  PreventiveOccurrence,
  RgmSnapshot,
  RgmSummary,
  RgmTechnicianRow,
  RgmView,
} from '@campo/contracts';
