import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app-options';
import { affiliateRoutes } from './affiliate';
import { consentEventInspectionRoutes, consentEventRoutes } from './consent-events';
import { consentRoutes } from './consents';
import { cspReportRoutes } from './csp-report';
import { dynamicFormRoutes } from './dynamic-form';
import { emailRoutes } from './email';
import { frontendRoutes } from './frontend';
import { healthRoutes } from './health';
import { leadStatusRoutes } from './lead-status';
import { leadRoutes } from './leads';
import { lookupRoutes } from './lookups';
import { documentRoutes } from './documents';
import { mobileNumberRoutes } from './mobile-number';
import { mobileVerificationRoutes } from './mobile-verification';
import { offerFormRoutes } from './offer-forms';
import { offerChoiceRoutes } from './offer-choices';
import { openBankingRoutes } from './open-banking';
import { openBankingCallbackRoutes } from './open-banking-callback';
import { standInRoutes } from '../providers/stand-ins';
import { choiceRoutes } from './choices';
import { partnerLogoRoutes } from './partner-logos';
import { policyRoutes } from './policies';
import { testInspectionRoutes } from './test-inspection';
import { unsubscribeRoutes } from './unsubscribe';
import { PROCESS_UNSUBSCRIBE_SECRET } from '../mail/unsubscribe-token';
import { apiOriginOf } from '../static/csp';

/** The API's routes, the mode's extras and (unless `frontend: false`) the built brand. */
export async function registerRoutes(app: FastifyInstance, options: AppOptions): Promise<void> {
  const { brand, mode } = app.settings;
  await app.register(healthRoutes);
  await app.register(leadRoutes);
  await app.register(leadStatusRoutes);
  await app.register(mobileVerificationRoutes);
  await app.register(mobileNumberRoutes);
  await app.register(consentRoutes);
  await app.register(documentRoutes);
  await app.register(dynamicFormRoutes);
  await app.register(offerFormRoutes);
  await app.register(offerChoiceRoutes);
  await app.register(choiceRoutes);
  await app.register(partnerLogoRoutes);
  await app.register(openBankingRoutes);
  await app.register(openBankingCallbackRoutes);
  // The open-banking providers' stand-ins (docs/decisions/0032), as a third party would serve them: development only.
  if (mode.standIns) await app.register(standInRoutes);
  await app.register(policyRoutes);
  await app.register(lookupRoutes);
  await app.register(emailRoutes);
  await app.register(unsubscribeRoutes, {
    secret: options.unsubscribeSecret ?? PROCESS_UNSUBSCRIBE_SECRET,
    testRoutes: options.testRoutes === true,
  });
  await app.register(affiliateRoutes);
  await app.register(cspReportRoutes);
  await app.register(consentEventRoutes);
  if (options.testRoutes === true) {
    await app.register(testInspectionRoutes);
    await app.register(consentEventInspectionRoutes);
  }
  if (options.frontend !== false) {
    await app.register(frontendRoutes, {
      brandId: brand.id,
      brandDir: join(resolve(options.distDir), brand.id),
      embeddingOrigins: brand.embeddingOrigins,
      apiOrigin: apiOriginOf(brand.api.host),
      tracking: brand.tracking,
      ...(options.assetCompression && { assetCompression: options.assetCompression }),
    });
  }
}
