import { HEADER } from '@tirage/api-client/contract';

/**
 * The header that carries the visit's active campaign (see the contract's `HEADER.campaign`); its
 * value is read with the domain's `campaignName`, where a malformed one means no campaign.
 */
export const CAMPAIGN_HEADER = HEADER.campaign;
