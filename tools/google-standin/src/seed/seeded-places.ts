// The public places around the seeded Business Profile locations, as the Places API (New) finds them: cafés,
// restaurants and hotels a few hundred metres from each branch, with Arabic and English names, so a business can
// search for the café across the street and follow it as a competitor. Invented names, realistic figures.
// The seeded locations themselves are places too (places/place-store.ts adds them, with their live reviews).

export type PlaceKind = 'cafe' | 'restaurant' | 'hotel' | 'dental_clinic';

export interface PlaceSpec {
  /** Seeds the place id: the same key and seed give the same id on every start. */
  key: string;
  /** The seeded location it stands near (seeded-businesses.ts), and how far off in degrees (±0.01 ≈ 1 km). */
  near: string;
  offset: { latitude: number; longitude: number };
  kind: PlaceKind;
  /** The place's own language: its name and address in the other language are Google's translations. */
  language: 'ar' | 'en';
  names: { ar: string; en: string };
  addresses: { ar: string; en: string };
  rating: number;
  userRatingCount: number;
}

const RIYADH = { ar: 'الرياض', en: 'Riyadh' };
const JEDDAH = { ar: 'جدة', en: 'Jeddah' };
const DAMMAM = { ar: 'الدمام', en: 'Dammam' };
const KHOBAR = { ar: 'الخبر', en: 'Al Khobar' };
const DUBAI = { ar: 'دبي', en: 'Dubai' };

/** "Street, district, city, country" in both languages, as Google formats an address. */
function address(
  street: { ar: string; en: string },
  city: { ar: string; en: string },
  country: 'SA' | 'AE',
): { ar: string; en: string } {
  const countryName =
    country === 'SA' ? { ar: 'السعودية', en: 'Saudi Arabia' } : { ar: 'الإمارات', en: 'UAE' };
  return {
    ar: `${street.ar}، ${city.ar}، ${countryName.ar}`,
    en: `${street.en}, ${city.en}, ${countryName.en}`,
  };
}

export const SEEDED_PLACES: PlaceSpec[] = [
  // Around مقهى الرياض - العليا (Riyadh): the demo business's first branch.
  {
    key: 'sadu-roastery-olaya',
    near: 'riyadh-cafe-olaya',
    offset: { latitude: 0.0021, longitude: -0.0014 },
    kind: 'cafe',
    language: 'ar',
    names: { ar: 'محمصة السدو', en: 'Sadu Roastery' },
    addresses: address({ ar: 'شارع التخصصي، حي العليا', en: 'Takhassusi St, Al Olaya' }, RIYADH, 'SA'),
    rating: 4.6,
    userRatingCount: 2140,
  },
  {
    key: 'raseef-cafe-olaya',
    near: 'riyadh-cafe-olaya',
    offset: { latitude: -0.0012, longitude: 0.0018 },
    kind: 'cafe',
    language: 'ar',
    names: { ar: 'مقهى الرصيف', en: 'Al Raseef Café' },
    addresses: address({ ar: 'طريق العليا العام، حي العليا', en: 'Olaya Main Rd, Al Olaya' }, RIYADH, 'SA'),
    rating: 4.1,
    userRatingCount: 856,
  },
  {
    key: 'brew-lab-olaya',
    near: 'riyadh-cafe-olaya',
    offset: { latitude: 0.0034, longitude: 0.0022 },
    kind: 'cafe',
    language: 'en',
    names: { ar: 'برو لاب العليا', en: 'Brew Lab Olaya' },
    addresses: address({ ar: 'شارع العروبة، حي العليا', en: 'Al Urubah Rd, Al Olaya' }, RIYADH, 'SA'),
    rating: 4.3,
    userRatingCount: 612,
  },
  {
    key: 'hail-coffee-olaya',
    near: 'riyadh-cafe-olaya',
    offset: { latitude: -0.0041, longitude: -0.0027 },
    kind: 'cafe',
    language: 'ar',
    names: { ar: 'قهوة حائل', en: 'Hail Coffee' },
    addresses: address(
      { ar: 'شارع موسى بن نصير، حي العليا', en: 'Musa Ibn Nusayr St, Al Olaya' },
      RIYADH,
      'SA',
    ),
    rating: 3.9,
    userRatingCount: 347,
  },
  {
    key: 'najd-heritage-olaya',
    near: 'riyadh-cafe-olaya',
    offset: { latitude: 0.0052, longitude: -0.0031 },
    kind: 'restaurant',
    language: 'ar',
    names: { ar: 'مطعم نجد الأصيل', en: 'Najd Heritage Restaurant' },
    addresses: address({ ar: 'شارع الضباب، حي السليمانية', en: 'Ad Dabab St, As Sulimaniyah' }, RIYADH, 'SA'),
    rating: 4.2,
    userRatingCount: 3310,
  },
  {
    key: 'olaya-tower-hotel',
    near: 'riyadh-cafe-olaya',
    offset: { latitude: -0.0063, longitude: 0.0045 },
    kind: 'hotel',
    language: 'en',
    names: { ar: 'فندق برج العليا', en: 'Olaya Tower Hotel' },
    addresses: address({ ar: 'طريق الملك فهد، حي العليا', en: 'King Fahd Rd, Al Olaya' }, RIYADH, 'SA'),
    rating: 4.0,
    userRatingCount: 1780,
  },
  // Around مقهى الرياض - التحلية (Jeddah).
  {
    key: 'red-sea-coffee-tahlia',
    near: 'riyadh-cafe-tahlia',
    offset: { latitude: 0.0018, longitude: 0.0011 },
    kind: 'cafe',
    language: 'ar',
    names: { ar: 'مقهى البحر الأحمر', en: 'Red Sea Coffee House' },
    addresses: address({ ar: 'شارع التحلية، حي الأندلس', en: 'Tahlia St, Al Andalus' }, JEDDAH, 'SA'),
    rating: 4.5,
    userRatingCount: 1932,
  },
  {
    key: 'tahlia-roasters',
    near: 'riyadh-cafe-tahlia',
    offset: { latitude: -0.0024, longitude: 0.0009 },
    kind: 'cafe',
    language: 'en',
    names: { ar: 'محمصة التحلية', en: 'Tahlia Roasters' },
    addresses: address({ ar: 'شارع التحلية، حي الأندلس', en: 'Tahlia St, Al Andalus' }, JEDDAH, 'SA'),
    rating: 4.2,
    userRatingCount: 744,
  },
  {
    key: 'hejaz-kitchen-tahlia',
    near: 'riyadh-cafe-tahlia',
    offset: { latitude: 0.0037, longitude: -0.0019 },
    kind: 'restaurant',
    language: 'ar',
    names: { ar: 'مطبخ الحجاز', en: 'Hejaz Kitchen' },
    addresses: address(
      { ar: 'طريق الأمير سلطان، حي الروضة', en: 'Prince Sultan Rd, Ar Rawdah' },
      JEDDAH,
      'SA',
    ),
    rating: 4.4,
    userRatingCount: 2650,
  },
  {
    key: 'andalus-plaza-hotel',
    near: 'riyadh-cafe-tahlia',
    offset: { latitude: -0.0046, longitude: -0.0033 },
    kind: 'hotel',
    language: 'en',
    names: { ar: 'فندق الأندلس بلازا', en: 'Andalus Plaza Hotel' },
    addresses: address({ ar: 'شارع فلسطين، حي الأندلس', en: 'Falasteen St, Al Andalus' }, JEDDAH, 'SA'),
    rating: 3.9,
    userRatingCount: 1120,
  },
  // Around مقهى الرياض - كورنيش الدمام.
  {
    key: 'shoreline-cafe-dammam',
    near: 'riyadh-cafe-corniche',
    offset: { latitude: 0.0015, longitude: -0.0021 },
    kind: 'cafe',
    language: 'ar',
    names: { ar: 'مقهى الشاطئ', en: 'Shoreline Café' },
    addresses: address({ ar: 'طريق الكورنيش، حي الشاطئ', en: 'Corniche Rd, Ash Shati' }, DAMMAM, 'SA'),
    rating: 4.3,
    userRatingCount: 980,
  },
  {
    key: 'mawj-cafe-dammam',
    near: 'riyadh-cafe-corniche',
    offset: { latitude: -0.0029, longitude: 0.0012 },
    kind: 'cafe',
    language: 'ar',
    names: { ar: 'كافيه موج', en: 'Mawj Café' },
    addresses: address({ ar: 'طريق الخليج، حي الشاطئ', en: 'Gulf Rd, Ash Shati' }, DAMMAM, 'SA'),
    rating: 4.0,
    userRatingCount: 415,
  },
  {
    key: 'dammam-corniche-hotel',
    near: 'riyadh-cafe-corniche',
    offset: { latitude: 0.0048, longitude: 0.0026 },
    kind: 'hotel',
    language: 'en',
    names: { ar: 'فندق كورنيش الدمام', en: 'Dammam Corniche Hotel' },
    addresses: address({ ar: 'طريق الكورنيش، حي الشاطئ', en: 'Corniche Rd, Ash Shati' }, DAMMAM, 'SA'),
    rating: 4.1,
    userRatingCount: 2205,
  },
  // Around مطعم بيت المندي (Riyadh Malaz, Al Khobar).
  {
    key: 'malaz-mandi-house',
    near: 'bait-al-mandi-malaz',
    offset: { latitude: 0.0019, longitude: 0.0016 },
    kind: 'restaurant',
    language: 'ar',
    names: { ar: 'دار مندي الملز', en: 'Malaz Mandi House' },
    addresses: address({ ar: 'شارع الستين، حي الملز', en: 'Sitteen St, Al Malaz' }, RIYADH, 'SA'),
    rating: 4.3,
    userRatingCount: 1540,
  },
  {
    key: 'gulf-grill-malaz',
    near: 'bait-al-mandi-malaz',
    offset: { latitude: -0.0027, longitude: -0.0012 },
    kind: 'restaurant',
    language: 'ar',
    names: { ar: 'مشويات الخليج', en: 'Gulf Grill' },
    addresses: address({ ar: 'شارع الأحساء، حي الملز', en: 'Al Ahsa St, Al Malaz' }, RIYADH, 'SA'),
    rating: 3.8,
    userRatingCount: 690,
  },
  {
    key: 'khobar-grill-house',
    near: 'bait-al-mandi-khobar',
    offset: { latitude: 0.0022, longitude: -0.0017 },
    kind: 'restaurant',
    language: 'ar',
    names: { ar: 'بيت مشويات الخبر', en: 'Khobar Grill House' },
    addresses: address(
      { ar: 'طريق الأمير تركي، حي اليرموك', en: 'Prince Turki St, Al Yarmouk' },
      KHOBAR,
      'SA',
    ),
    rating: 4.2,
    userRatingCount: 1120,
  },
  // Around the Dubai hotels (Palm Crescent, Creekside).
  {
    key: 'burj-vista-hotel',
    near: 'palm-crescent-downtown',
    offset: { latitude: 0.0016, longitude: -0.0023 },
    kind: 'hotel',
    language: 'en',
    names: { ar: 'فندق برج فيستا', en: 'Burj Vista Hotel' },
    addresses: address(
      { ar: 'بوليفارد محمد بن راشد، وسط مدينة دبي', en: 'Mohammed Bin Rashid Blvd, Downtown Dubai' },
      DUBAI,
      'AE',
    ),
    rating: 4.6,
    userRatingCount: 5120,
  },
  {
    key: 'fountain-view-suites',
    near: 'palm-crescent-downtown',
    offset: { latitude: -0.0021, longitude: 0.0014 },
    kind: 'hotel',
    language: 'en',
    names: { ar: 'أجنحة إطلالة النافورة', en: 'Fountain View Suites' },
    addresses: address(
      { ar: 'شارع البرج، وسط مدينة دبي', en: 'Burj Khalifa St, Downtown Dubai' },
      DUBAI,
      'AE',
    ),
    rating: 4.4,
    userRatingCount: 2380,
  },
  {
    key: 'boulevard-coffee-downtown',
    near: 'palm-crescent-downtown',
    offset: { latitude: 0.0009, longitude: 0.0027 },
    kind: 'cafe',
    language: 'en',
    names: { ar: 'بوليفارد كوفي', en: 'Boulevard Coffee Co.' },
    addresses: address(
      { ar: 'شارع البرج، وسط مدينة دبي', en: 'Burj Khalifa St, Downtown Dubai' },
      DUBAI,
      'AE',
    ),
    rating: 4.5,
    userRatingCount: 1460,
  },
  {
    key: 'marina-pearl-hotel',
    near: 'palm-crescent-marina',
    offset: { latitude: 0.0024, longitude: 0.0011 },
    kind: 'hotel',
    language: 'en',
    names: { ar: 'فندق لؤلؤة المارينا', en: 'Marina Pearl Hotel' },
    addresses: address({ ar: 'شارع المرسى، دبي مارينا', en: 'Al Marsa St, Dubai Marina' }, DUBAI, 'AE'),
    rating: 4.3,
    userRatingCount: 3010,
  },
  {
    key: 'creek-heritage-inn',
    near: 'creekside-al-seef',
    offset: { latitude: -0.0018, longitude: 0.0021 },
    kind: 'hotel',
    language: 'en',
    names: { ar: 'نزل الخور التراثي', en: 'Creek Heritage Inn' },
    addresses: address({ ar: 'شارع السيف، السيف', en: 'Al Seef St, Al Seef' }, DUBAI, 'AE'),
    rating: 4.2,
    userRatingCount: 1330,
  },
  {
    key: 'al-seef-cafe',
    near: 'creekside-al-seef',
    offset: { latitude: 0.0013, longitude: -0.0016 },
    kind: 'cafe',
    language: 'ar',
    names: { ar: 'مقهى السيف', en: 'Al Seef Café' },
    addresses: address({ ar: 'شارع السيف، السيف', en: 'Al Seef St, Al Seef' }, DUBAI, 'AE'),
    rating: 4.4,
    userRatingCount: 990,
  },
];
