import type { Migration } from 'kysely/migration';
import * as media from './2026112201_media.js';
import * as accounts from './2026112301_accounts.js';
import * as content from './2026112302_content.js';
import * as organisationGallery from './2026112303_organisation_gallery.js';
import * as mediaDerivatives from './2026112601_media_derivatives.js';
import * as siteDetails from './2026112701_site_details.js';
import * as galleryAudits from './2026112702_gallery_audits.js';
import * as passwordResets from './2026112703_password_resets.js';
import * as mailOutbox from './2026112801_mail_outbox.js';
import * as idempotencyKeys from './2026112802_idempotency_keys.js';
import * as auditLog from './2026112803_audit_log.js';
import * as mediaMetadata from './2026112804_media_metadata.js';
import * as sessionDetails from './2026112805_session_details.js';
import * as executiveConsent from './2026112806_executive_consent.js';
import * as twoFactor from './2026112807_two_factor.js';
import * as trash from './2026112808_trash.js';
import * as listSpeed from './2026112809_list_speed.js';
import * as executiveCards from './2026112810_executive_cards.js';
import * as executiveLists from './2026112811_executive_lists.js';
import * as listVersions from './2026112812_list_versions.js';

/**
 * Every migration, by name, in the order they run. Listed statically (rather than read from the folder at
 * run time) so that the same list works from source, from the compiled build and inside tests.
 */
export const migrations: Record<string, Migration> = {
  '2026112201_media': media,
  '2026112301_accounts': accounts,
  '2026112302_content': content,
  '2026112303_organisation_gallery': organisationGallery,
  '2026112601_media_derivatives': mediaDerivatives,
  '2026112701_site_details': siteDetails,
  '2026112702_gallery_audits': galleryAudits,
  '2026112703_password_resets': passwordResets,
  '2026112801_mail_outbox': mailOutbox,
  '2026112802_idempotency_keys': idempotencyKeys,
  '2026112803_audit_log': auditLog,
  '2026112804_media_metadata': mediaMetadata,
  '2026112805_session_details': sessionDetails,
  '2026112806_executive_consent': executiveConsent,
  '2026112807_two_factor': twoFactor,
  '2026112808_trash': trash,
  '2026112809_list_speed': listSpeed,
  '2026112810_executive_cards': executiveCards,
  '2026112811_executive_lists': executiveLists,
  '2026112812_list_versions': listVersions,
};
