// Who and what the stand-in knows at start: three Google users (an Arabic café chain owner who also manages a
// restaurant and a clinic group, an English hotel group owner, a user with no Business Profile at all) and, unless
// switched off, a benchmark user whose single location holds thousands of reviews.
import type { AccountRole, AccountType, GoogleUser, StoredAddress } from '../model';
import type { BusinessKind } from './review-phrases';

export interface LocationSpec {
  key: string;
  title: string;
  kind: BusinessKind;
  storeCode: string;
  languageCode: 'ar' | 'en';
  reviewCount: number;
  /** Star weights for ONE…FIVE: how well this branch does. */
  starWeights: readonly [number, number, number, number, number];
  /** Share of older reviews the owner had already answered on Google. */
  replyRate: number;
  primaryPhone: string;
  address: StoredAddress;
  websiteUri: string;
  category: { name: string; displayName: string };
  latlng: { latitude: number; longitude: number };
}

export interface AccountSpec {
  key: string;
  accountName: string;
  type: AccountType;
  members: Array<{ userKey: string; role: AccountRole }>;
  locations: LocationSpec[];
}

export interface UserSpec extends Omit<GoogleUser, 'sub'> {
  key: string;
}

const GOOD = [4, 3, 7, 21, 65] as const;
const AVERAGE = [11, 7, 13, 27, 42] as const;
const STRUGGLING = [26, 14, 17, 19, 24] as const;

const saAddress = (
  locality: string,
  administrativeArea: string,
  postalCode: string,
  line: string,
): StoredAddress => ({
  regionCode: 'SA',
  languageCode: 'ar',
  postalCode,
  administrativeArea,
  locality,
  addressLines: [line],
});

const dubaiAddress = (line: string, locality = 'Dubai', administrativeArea = 'Dubai'): StoredAddress => ({
  regionCode: 'AE',
  languageCode: 'en',
  postalCode: '',
  administrativeArea,
  locality,
  addressLines: [line],
});

const COFFEE_SHOP = { name: 'categories/gcid:coffee_shop', displayName: 'مقهى' };
const RESTAURANT = { name: 'categories/gcid:middle_eastern_restaurant', displayName: 'مطعم شرق أوسطي' };
const DENTAL_CLINIC = { name: 'categories/gcid:dental_clinic', displayName: 'عيادة أسنان' };
const HOTEL = { name: 'categories/gcid:hotel', displayName: 'Hotel' };

export const SEEDED_USERS: UserSpec[] = [
  {
    key: 'cafe-owner',
    email: 'faisal@cafe-riyadh.example',
    name: 'فيصل الدوسري',
    givenName: 'فيصل',
    familyName: 'الدوسري',
    locale: 'ar',
    description: {
      ar: 'مالك سلسلة مقهى الرياض، ويدير مطاعم بيت المندي وعيادات ابتسامة',
      en: 'Owner of the Riyadh Café chain; manages Bait Al Mandi restaurants and Ibtisama dental clinics',
    },
  },
  {
    key: 'hotel-owner',
    email: 'olivia@palmcrescent-hotels.example',
    name: 'Olivia Bennett',
    givenName: 'Olivia',
    familyName: 'Bennett',
    locale: 'en',
    description: {
      ar: 'مالكة مجموعة فنادق في دبي',
      en: 'Owner of a hotel group in Dubai',
    },
  },
  {
    key: 'no-business',
    email: 'sara@standin.example',
    name: 'سارة القحطاني',
    givenName: 'سارة',
    familyName: 'القحطاني',
    locale: 'ar',
    description: {
      ar: 'حساب Google بدون أي ملف نشاط تجاري',
      en: 'A Google account with no Business Profile',
    },
  },
];

export const BENCH_USER: UserSpec = {
  key: 'bench',
  email: 'bench@standin.example',
  name: 'Benchmark Owner',
  givenName: 'Benchmark',
  familyName: 'Owner',
  locale: 'en',
  description: {
    ar: 'لاختبار الأداء: فرع واحد فيه آلاف التقييمات',
    en: 'For the benchmark: one location with thousands of reviews',
  },
};

export const SEEDED_ACCOUNTS: AccountSpec[] = [
  {
    key: 'cafe-owner-personal',
    accountName: 'فيصل الدوسري',
    type: 'PERSONAL',
    members: [{ userKey: 'cafe-owner', role: 'PRIMARY_OWNER' }],
    locations: [],
  },
  {
    key: 'riyadh-cafe',
    accountName: 'مقهى الرياض',
    type: 'LOCATION_GROUP',
    members: [{ userKey: 'cafe-owner', role: 'PRIMARY_OWNER' }],
    locations: [
      {
        key: 'riyadh-cafe-olaya',
        title: 'مقهى الرياض - العليا',
        kind: 'cafe',
        storeCode: 'RC-RUH-01',
        languageCode: 'ar',
        reviewCount: 520,
        starWeights: GOOD,
        replyRate: 0.55,
        primaryPhone: '011 462 3300',
        address: saAddress('الرياض', 'منطقة الرياض', '12214', 'طريق العليا العام، حي العليا'),
        websiteUri: 'https://cafe-riyadh.example/olaya',
        category: COFFEE_SHOP,
        latlng: { latitude: 24.6953, longitude: 46.6853 },
      },
      {
        key: 'riyadh-cafe-tahlia',
        title: 'مقهى الرياض - التحلية',
        kind: 'cafe',
        storeCode: 'RC-JED-01',
        languageCode: 'ar',
        reviewCount: 430,
        starWeights: AVERAGE,
        replyRate: 0.35,
        primaryPhone: '012 661 4020',
        address: saAddress('جدة', 'منطقة مكة المكرمة', '23433', 'شارع التحلية، حي الأندلس'),
        websiteUri: 'https://cafe-riyadh.example/tahlia',
        category: COFFEE_SHOP,
        latlng: { latitude: 21.5497, longitude: 39.1483 },
      },
      {
        key: 'riyadh-cafe-corniche',
        title: 'مقهى الرياض - كورنيش الدمام',
        kind: 'cafe',
        storeCode: 'RC-DMM-01',
        languageCode: 'ar',
        reviewCount: 310,
        starWeights: STRUGGLING,
        replyRate: 0.2,
        primaryPhone: '013 809 1144',
        address: saAddress('الدمام', 'المنطقة الشرقية', '32413', 'طريق الكورنيش، حي الشاطئ'),
        websiteUri: 'https://cafe-riyadh.example/dammam',
        category: COFFEE_SHOP,
        latlng: { latitude: 26.4473, longitude: 50.1152 },
      },
    ],
  },
  {
    key: 'bait-al-mandi',
    accountName: 'مطاعم بيت المندي',
    type: 'LOCATION_GROUP',
    members: [{ userKey: 'cafe-owner', role: 'OWNER' }],
    locations: [
      {
        key: 'bait-al-mandi-malaz',
        title: 'مطعم بيت المندي - الملز',
        kind: 'restaurant',
        storeCode: 'BM-RUH-01',
        languageCode: 'ar',
        reviewCount: 380,
        starWeights: AVERAGE,
        replyRate: 0.4,
        primaryPhone: '011 478 2290',
        address: saAddress('الرياض', 'منطقة الرياض', '12836', 'شارع الأحساء، حي الملز'),
        websiteUri: 'https://bait-almandi.example',
        category: RESTAURANT,
        latlng: { latitude: 24.6625, longitude: 46.7346 },
      },
      {
        key: 'bait-al-mandi-khobar',
        title: 'مطعم بيت المندي - الخبر',
        kind: 'restaurant',
        storeCode: 'BM-KHB-01',
        languageCode: 'ar',
        reviewCount: 260,
        starWeights: GOOD,
        replyRate: 0.3,
        primaryPhone: '013 894 5512',
        address: saAddress('الخبر', 'المنطقة الشرقية', '34426', 'طريق الأمير تركي، حي اليرموك'),
        websiteUri: 'https://bait-almandi.example/khobar',
        category: RESTAURANT,
        latlng: { latitude: 26.2994, longitude: 50.2083 },
      },
    ],
  },
  {
    key: 'ibtisama-dental',
    accountName: 'عيادات ابتسامة لطب الأسنان',
    type: 'LOCATION_GROUP',
    members: [{ userKey: 'cafe-owner', role: 'MANAGER' }],
    locations: [
      {
        key: 'ibtisama-nakheel',
        title: 'عيادات ابتسامة - النخيل',
        kind: 'clinic',
        storeCode: 'IB-RUH-01',
        languageCode: 'ar',
        reviewCount: 140,
        starWeights: GOOD,
        replyRate: 0.6,
        primaryPhone: '011 455 7781',
        address: saAddress('الرياض', 'منطقة الرياض', '12384', 'طريق الإمام سعود، حي النخيل'),
        websiteUri: 'https://ibtisama-dental.example',
        category: DENTAL_CLINIC,
        latlng: { latitude: 24.7436, longitude: 46.6369 },
      },
      {
        key: 'ibtisama-rawdah',
        title: 'عيادات ابتسامة - الروضة',
        kind: 'clinic',
        storeCode: 'IB-JED-01',
        languageCode: 'ar',
        reviewCount: 95,
        starWeights: AVERAGE,
        replyRate: 0.5,
        primaryPhone: '012 283 6650',
        address: saAddress('جدة', 'منطقة مكة المكرمة', '23435', 'شارع الأمير سلطان، حي الروضة'),
        websiteUri: 'https://ibtisama-dental.example/jeddah',
        category: DENTAL_CLINIC,
        latlng: { latitude: 21.5636, longitude: 39.1541 },
      },
      {
        key: 'ibtisama-dammam-new',
        title: 'عيادات ابتسامة - الدمام (افتتاح جديد)',
        kind: 'clinic',
        storeCode: 'IB-DMM-01',
        languageCode: 'ar',
        // A branch that opened last week: no reviews yet, so Google answers the list with `{}`.
        reviewCount: 0,
        starWeights: GOOD,
        replyRate: 0,
        primaryPhone: '013 833 1200',
        address: saAddress('الدمام', 'المنطقة الشرقية', '32241', 'طريق الملك سعود، حي الفيصلية'),
        websiteUri: 'https://ibtisama-dental.example/dammam',
        category: DENTAL_CLINIC,
        latlng: { latitude: 26.4207, longitude: 50.0888 },
      },
    ],
  },
  {
    key: 'hotel-owner-personal',
    accountName: 'Olivia Bennett',
    type: 'PERSONAL',
    members: [{ userKey: 'hotel-owner', role: 'PRIMARY_OWNER' }],
    locations: [],
  },
  {
    key: 'palm-crescent',
    accountName: 'Palm Crescent Hotels',
    type: 'LOCATION_GROUP',
    members: [{ userKey: 'hotel-owner', role: 'PRIMARY_OWNER' }],
    locations: [
      {
        key: 'palm-crescent-downtown',
        title: 'Palm Crescent Hotel Downtown Dubai',
        kind: 'hotel',
        storeCode: 'PCH-DXB-01',
        languageCode: 'en',
        reviewCount: 610,
        starWeights: GOOD,
        replyRate: 0.7,
        primaryPhone: '04 375 2200',
        address: dubaiAddress('Sheikh Mohammed bin Rashid Blvd, Downtown Dubai'),
        websiteUri: 'https://palmcrescent-hotels.example/downtown',
        category: HOTEL,
        latlng: { latitude: 25.1972, longitude: 55.2744 },
      },
      {
        key: 'palm-crescent-marina',
        title: 'Palm Crescent Hotel Dubai Marina',
        kind: 'hotel',
        storeCode: 'PCH-DXB-02',
        languageCode: 'en',
        reviewCount: 480,
        starWeights: AVERAGE,
        replyRate: 0.45,
        primaryPhone: '04 399 8100',
        address: dubaiAddress('Al Marsa Street, Dubai Marina'),
        websiteUri: 'https://palmcrescent-hotels.example/marina',
        category: HOTEL,
        latlng: { latitude: 25.0805, longitude: 55.1403 },
      },
      {
        key: 'palm-crescent-jbr',
        title: 'Palm Crescent Beach Resort JBR',
        kind: 'hotel',
        storeCode: 'PCH-DXB-03',
        languageCode: 'en',
        reviewCount: 350,
        starWeights: GOOD,
        replyRate: 0.5,
        primaryPhone: '04 428 6000',
        address: dubaiAddress('The Walk, Jumeirah Beach Residence'),
        websiteUri: 'https://palmcrescent-hotels.example/jbr',
        category: HOTEL,
        latlng: { latitude: 25.0781, longitude: 55.1336 },
      },
    ],
  },
  {
    key: 'creekside',
    accountName: 'Creekside Boutique Hotels',
    type: 'LOCATION_GROUP',
    members: [{ userKey: 'hotel-owner', role: 'OWNER' }],
    locations: [
      {
        key: 'creekside-al-seef',
        title: 'Creekside Boutique Hotel Al Seef',
        kind: 'hotel',
        storeCode: 'CBH-DXB-01',
        languageCode: 'en',
        reviewCount: 220,
        starWeights: AVERAGE,
        replyRate: 0.3,
        primaryPhone: '04 354 7700',
        address: dubaiAddress('Al Seef Street, Al Seef'),
        websiteUri: 'https://creekside-hotels.example/al-seef',
        category: HOTEL,
        latlng: { latitude: 25.2631, longitude: 55.3016 },
      },
      {
        key: 'creekside-deira',
        title: 'Creekside Boutique Hotel Deira',
        kind: 'hotel',
        storeCode: 'CBH-DXB-02',
        languageCode: 'en',
        reviewCount: 150,
        starWeights: STRUGGLING,
        replyRate: 0.15,
        primaryPhone: '04 221 9050',
        address: dubaiAddress('Baniyas Road, Deira'),
        websiteUri: 'https://creekside-hotels.example/deira',
        category: HOTEL,
        latlng: { latitude: 25.2677, longitude: 55.3097 },
      },
    ],
  },
];

export function benchAccount(reviewCount: number): AccountSpec {
  return {
    key: 'bench-roasters',
    accountName: 'Bench Roasters',
    type: 'LOCATION_GROUP',
    members: [{ userKey: BENCH_USER.key, role: 'PRIMARY_OWNER' }],
    locations: [
      {
        key: 'bench-roasters-load',
        title: 'Bench Roasters - Load Test',
        kind: 'cafe',
        storeCode: 'BR-BENCH-01',
        languageCode: 'ar',
        reviewCount,
        starWeights: AVERAGE,
        replyRate: 0.3,
        primaryPhone: '011 000 0000',
        address: saAddress('الرياض', 'منطقة الرياض', '12211', 'حي الملقا'),
        websiteUri: 'https://bench-roasters.example',
        category: COFFEE_SHOP,
        latlng: { latitude: 24.8079, longitude: 46.6105 },
      },
    ],
  };
}

/** The scale benchmark's fleet: user `fleet-{n}@standin.example`, its own account, one café of `reviewCount` reviews. */
export function fleetUserAndAccount(
  n: number,
  reviewCount: number,
): { user: UserSpec; account: AccountSpec } {
  const key = `fleet-${n}`;
  return {
    user: {
      key,
      email: `${key}@standin.example`,
      name: `Fleet Owner ${n}`,
      givenName: 'Fleet',
      familyName: `Owner ${n}`,
      locale: 'ar',
      description: { ar: `لاختبار التوسع: مقهى ${n}`, en: `For the scale benchmark: café ${n}` },
    },
    account: {
      key: `${key}-account`,
      accountName: `Fleet Café ${n}`,
      type: 'PERSONAL',
      members: [{ userKey: key, role: 'PRIMARY_OWNER' }],
      locations: [
        {
          key: `${key}-location`,
          title: `مقهى الأسطول ${n}`,
          kind: 'cafe',
          storeCode: `FL-${n}`,
          languageCode: 'ar',
          reviewCount,
          starWeights: AVERAGE,
          replyRate: 0.3,
          primaryPhone: '011 000 0000',
          address: saAddress('الرياض', 'منطقة الرياض', '12211', 'حي الملقا'),
          websiteUri: 'https://fleet.example',
          category: COFFEE_SHOP,
          latlng: { latitude: 24.8079, longitude: 46.6105 },
        },
      ],
    },
  };
}
