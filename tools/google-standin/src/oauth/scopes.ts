// The OAuth scopes the stand-in grants, with the wording the consent page shows. Like Google, the short
// `email`/`profile` scopes come back in the token response under their full URLs.

export const BUSINESS_MANAGE_SCOPE = 'https://www.googleapis.com/auth/business.manage';
/** Older name of the same permission, still accepted by Google's Business Profile APIs. */
export const PLUS_BUSINESS_MANAGE_SCOPE = 'https://www.googleapis.com/auth/plus.business.manage';
export const USERINFO_EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';
export const USERINFO_PROFILE_SCOPE = 'https://www.googleapis.com/auth/userinfo.profile';

const ALIASES: Record<string, string> = { email: USERINFO_EMAIL_SCOPE, profile: USERINFO_PROFILE_SCOPE };

export const SCOPE_DESCRIPTIONS: Record<string, { ar: string; en: string }> = {
  [BUSINESS_MANAGE_SCOPE]: {
    ar: 'عرض ملفاتك التجارية على Google وإدارتها، ومنها قراءة التقييمات والرد عليها',
    en: 'See, edit, create and delete your Google business listings, including reading and replying to reviews',
  },
  [PLUS_BUSINESS_MANAGE_SCOPE]: {
    ar: 'إدارة ملفاتك التجارية على Google',
    en: 'Manage your business listings on Google',
  },
  openid: {
    ar: 'ربط هويتك بحسابك الشخصي على Google',
    en: 'Associate you with your personal info on Google',
  },
  [USERINFO_EMAIL_SCOPE]: {
    ar: 'عرض عنوان بريدك الإلكتروني الأساسي في حساب Google',
    en: 'See your primary Google Account email address',
  },
  [USERINFO_PROFILE_SCOPE]: {
    ar: 'عرض معلوماتك الشخصية، ومنها المعلومات التي جعلتها متاحة للجميع',
    en: 'See your personal info, including any personal info you’ve made publicly available',
  },
};

/** Splits a `scope` parameter and maps aliases to full URLs; `unknown` lists the ones the stand-in does not grant. */
export function parseScopes(scopeParameter: string): { scopes: string[]; unknown: string[] } {
  const scopes: string[] = [];
  const unknown: string[] = [];
  for (const raw of scopeParameter.split(/\s+/).filter(Boolean)) {
    const scope = ALIASES[raw] ?? raw;
    if (!(scope in SCOPE_DESCRIPTIONS)) unknown.push(raw);
    else if (!scopes.includes(scope)) scopes.push(scope);
  }
  return { scopes, unknown };
}

export function allowsBusinessProfile(scopes: readonly string[]): boolean {
  return scopes.includes(BUSINESS_MANAGE_SCOPE) || scopes.includes(PLUS_BUSINESS_MANAGE_SCOPE);
}
