/**
 * Per-company switches (spec §6 'Per-company switches', §9 Lists, §3 'Terms per company:
 * companyId, url'): the surcharge-disclaimer popup before paying for companies 222075 and 222509,
 * and the company-specific terms document (PDF) of company 221320.
 */

/** Companies whose users accept a surcharge disclaimer before paying (spec §9). */
export const SURCHARGE_DISCLAIMER_COMPANIES: readonly number[] = [222075, 222509];

/** A company's own terms document (spec §3 'Terms per company'). */
export interface CompanyTerms {
  readonly companyId: number;
  readonly url: string;
}

/** The companies with a terms document of their own (spec §9 'Terms PDF company: 221320'). */
export const COMPANY_TERMS: readonly CompanyTerms[] = [
  { companyId: 221320, url: "/terms/company-221320.pdf" },
];

/** Whether paying waits for the surcharge disclaimer to be accepted; false for a guest (null). */
export const showsSurchargeDisclaimer = (companyId: number | null): boolean =>
  companyId !== null && SURCHARGE_DISCLAIMER_COMPANIES.includes(companyId);

/** The url of the company's terms document, or null when it has none (and for a guest). */
export const companyTermsUrl = (companyId: number | null): string | null =>
  companyId === null ? null : (COMPANY_TERMS.find((terms) => terms.companyId === companyId)?.url ?? null);
