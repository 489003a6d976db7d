import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { encodeWithin, makeThumbnail } from '../modules/gallery/gallery.images.js';
import { insertAsset } from '../modules/gallery/gallery.repository.js';
import { storeMedia } from '../modules/media/media.service.js';
import type { Database } from '../db/schema.js';

/**
 * Demo gallery for a fresh database: images drawn locally (gradients, shapes and a caption, from SVG with
 * sharp), each stored like an upload that was then compressed: an original, a display image of at most
 * 10 KB and a thumbnail. Runs only while the gallery is empty, in one transaction.
 */

interface DemoAsset {
  title: string;
  description: string;
  category: string;
  tags: string[];
  location: string;
  photographer: string;
  daysAgo: number;
  /** Gradient from, to, and the colour of the shapes. */
  colours: [string, string, string];
  scene: 'crowd' | 'hills' | 'sun' | 'blocks' | 'waves' | 'field';
}

const TEAM = 'Constituency Media Team';

const ASSETS: DemoAsset[] = [
  {
    title: 'Campaign launch at Asokwa Roundabout',
    description: 'Supporters fill the roundabout for the launch of the constituency campaign.',
    category: 'Rallies',
    tags: ['rally', 'campaign', 'launch'],
    location: 'Asokwa',
    photographer: 'Kofi Boateng',
    daysAgo: 3,
    colours: ['#0b5394', '#6fa8dc', '#ffd966'],
    scene: 'crowd',
  },
  {
    title: 'Youth football gala, Kaase park',
    description: 'Twelve branch teams met for the annual youth gala.',
    category: 'Youth & Sports',
    tags: ['youth', 'football', 'gala'],
    location: 'Kaase',
    photographer: TEAM,
    daysAgo: 6,
    colours: ['#274e13', '#93c47d', '#ffffff'],
    scene: 'field',
  },
  {
    title: 'Free health screening at Atonsu',
    description: 'Volunteer nurses checked blood pressure and blood sugar for over 300 residents.',
    category: 'Health',
    tags: ['health', 'screening', 'volunteers'],
    location: 'Atonsu',
    photographer: 'Akosua Mensah',
    daysAgo: 9,
    colours: ['#134f5c', '#76a5af', '#ea9999'],
    scene: 'blocks',
  },
  {
    title: 'School desks for Gyinyase M/A Basic',
    description: 'Two hundred dual desks handed over to the head teacher and PTA.',
    category: 'Education',
    tags: ['education', 'donation', 'schools'],
    location: 'Gyinyase',
    photographer: TEAM,
    daysAgo: 12,
    colours: ['#7f6000', '#ffd966', '#3d85c6'],
    scene: 'blocks',
  },
  {
    title: 'Farmers’ forum on inputs and markets',
    description: 'Maize and vegetable farmers discussed fertiliser supply and market access.',
    category: 'Agriculture',
    tags: ['agriculture', 'farmers', 'forum'],
    location: 'Ahodwo',
    photographer: 'Yaw Owusu',
    daysAgo: 15,
    colours: ['#38761d', '#b6d7a8', '#f1c232'],
    scene: 'hills',
  },
  {
    title: 'Clean-up exercise, Asokwa market',
    description: 'Branch members and traders cleared drains ahead of the rains.',
    category: 'Community Outreach',
    tags: ['sanitation', 'community', 'market'],
    location: 'Asokwa',
    photographer: TEAM,
    daysAgo: 18,
    colours: ['#45818e', '#a2c4c9', '#ffffff'],
    scene: 'waves',
  },
  {
    title: 'Women’s wing meeting, Nhyiaeso',
    description: 'The women’s wing planned its savings and skills programme for the year.',
    category: 'Community Outreach',
    tags: ['women', 'meeting', 'skills'],
    location: 'Ahodwo',
    photographer: 'Efua Asante',
    daysAgo: 22,
    colours: ['#741b47', '#d5a6bd', '#ffe599'],
    scene: 'crowd',
  },
  {
    title: 'Sunrise walk for national unity',
    description: 'An early morning walk through Kaase and Kwadwoan with music and aerobics.',
    category: 'Youth & Sports',
    tags: ['walk', 'unity', 'fitness'],
    location: 'Kaase',
    photographer: TEAM,
    daysAgo: 26,
    colours: ['#e69138', '#fce5cd', '#cc0000'],
    scene: 'sun',
  },
  {
    title: 'Borehole commissioned at Dompoase',
    description: 'A mechanised borehole now serves about 1,200 residents.',
    category: 'Development',
    tags: ['water', 'development', 'project'],
    location: 'Atonsu',
    photographer: 'Kwabena Darko',
    daysAgo: 31,
    colours: ['#073763', '#9fc5e8', '#cfe2f3'],
    scene: 'waves',
  },
  {
    title: 'Ward executives sworn in',
    description: 'Newly elected ward executives took their oath of office.',
    category: 'Party Events',
    tags: ['executives', 'ward', 'ceremony'],
    location: 'Asokwa',
    photographer: TEAM,
    daysAgo: 38,
    colours: ['#1c4587', '#a4c2f4', '#ffd966'],
    scene: 'blocks',
  },
  {
    title: 'Vocational training graduation',
    description: 'Forty young people completed courses in tailoring, welding and catering.',
    category: 'Education',
    tags: ['youth', 'skills', 'graduation'],
    location: 'Gyinyase',
    photographer: 'Ama Frimpong',
    daysAgo: 45,
    colours: ['#351c75', '#b4a7d6', '#ffffff'],
    scene: 'crowd',
  },
  {
    title: 'Harvest thanksgiving at Chirapatre',
    description: 'Branch members shared produce with elderly residents.',
    category: 'Agriculture',
    tags: ['harvest', 'community'],
    location: 'Gyinyase',
    photographer: TEAM,
    daysAgo: 52,
    colours: ['#783f04', '#f9cb9c', '#6aa84f'],
    scene: 'hills',
  },
  {
    title: 'Town hall on roads and drainage',
    description: 'Residents questioned the assembly member on feeder roads.',
    category: 'Party Events',
    tags: ['town hall', 'roads'],
    location: 'Kaase',
    photographer: 'Kojo Antwi',
    daysAgo: 60,
    colours: ['#434343', '#b7b7b7', '#f1c232'],
    scene: 'field',
  },
  {
    title: 'Blood donation drive',
    description: 'Eighty pints donated to the regional hospital’s blood bank.',
    category: 'Health',
    tags: ['health', 'blood donation'],
    location: 'Ahodwo',
    photographer: TEAM,
    daysAgo: 68,
    colours: ['#990000', '#f4cccc', '#ffffff'],
    scene: 'sun',
  },
];

const WIDTH = 1280;
const HEIGHT = 800;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Simple shapes that suggest each kind of scene. */
function sceneShapes(scene: DemoAsset['scene'], colour: string): string {
  switch (scene) {
    case 'crowd':
      return Array.from({ length: 14 }, (_, i) => {
        const x = 60 + i * 88;
        const y = 520 + ((i * 37) % 60);
        return `<circle cx="${x}" cy="${y}" r="30" fill="${colour}" fill-opacity="0.85"/><rect x="${x - 38}" y="${y + 34}" width="76" height="200" rx="34" fill="${colour}" fill-opacity="0.7"/>`;
      }).join('');
    case 'hills':
      return `<path d="M0 560 Q320 380 640 540 T1280 500 V800 H0 Z" fill="${colour}" fill-opacity="0.8"/><path d="M0 640 Q400 520 800 640 T1280 620 V800 H0 Z" fill="${colour}"/>`;
    case 'sun':
      return `<circle cx="980" cy="260" r="150" fill="${colour}" fill-opacity="0.85"/><rect x="0" y="600" width="1280" height="200" fill="${colour}" fill-opacity="0.35"/>`;
    case 'blocks':
      return Array.from({ length: 8 }, (_, i) => {
        const h = 160 + ((i * 73) % 220);
        return `<rect x="${40 + i * 152}" y="${700 - h}" width="120" height="${h}" rx="8" fill="${colour}" fill-opacity="0.75"/>`;
      }).join('');
    case 'waves':
      return [0, 1, 2]
        .map(
          (i) =>
            `<path d="M0 ${520 + i * 80} Q160 ${470 + i * 80} 320 ${520 + i * 80} T640 ${520 + i * 80} T960 ${520 + i * 80} T1280 ${520 + i * 80} V800 H0 Z" fill="${colour}" fill-opacity="${0.35 + i * 0.2}"/>`,
        )
        .join('');
    case 'field':
      return `<rect x="0" y="480" width="1280" height="320" fill="${colour}" fill-opacity="0.25"/><rect x="140" y="520" width="1000" height="240" fill="none" stroke="${colour}" stroke-width="8"/><circle cx="640" cy="640" r="70" fill="none" stroke="${colour}" stroke-width="8"/><line x1="640" y1="520" x2="640" y2="760" stroke="${colour}" stroke-width="8"/>`;
  }
}

/** The image as an "upload": a 1280×800 JPEG drawn from SVG, with the title as a caption. */
async function drawOriginal(asset: DemoAsset): Promise<Buffer> {
  const [from, to, shape] = asset.colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  ${sceneShapes(asset.scene, shape)}
  <rect x="0" y="0" width="${WIDTH}" height="130" fill="#000000" fill-opacity="0.35"/>
  <text x="48" y="84" font-family="DejaVu Sans, Arial, sans-serif" font-size="48" font-weight="bold" fill="#ffffff">${escapeXml(asset.title)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export async function seedGallery(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('gallery_assets').select('id').limit(1).executeTakeFirst();
  if (existing) return;

  // Images are drawn and encoded before the transaction opens, so it stays short.
  const images = await Promise.all(
    ASSETS.map(async (asset) => {
      const original = await drawOriginal(asset);
      const display = await encodeWithin(original);
      const thumbnail = await makeThumbnail(original);
      return { original, display, thumbnail };
    }),
  );

  await db.transaction().execute(async (trx) => {
    for (const [index, asset] of ASSETS.entries()) {
      const { original, display, thumbnail } = images[index]!;
      const capturedAt = new Date(Date.now() - (asset.daysAgo + 1) * 86_400_000).toISOString().slice(0, 10);
      await insertAsset(trx, {
        title: asset.title,
        description: asset.description,
        category: asset.category,
        tags: asset.tags,
        location: asset.location,
        photographer: asset.photographer,
        captured_at: capturedAt,
        status: 'published',
        original_media_id: await storeMedia(trx, {
          contentType: 'image/jpeg',
          data: original,
          width: WIDTH,
          height: HEIGHT,
        }),
        image_media_id: await storeMedia(trx, display),
        thumbnail_media_id: await storeMedia(trx, thumbnail),
        image_url: null,
        thumbnail_url: null,
        created_by: null,
        uploaded_at: new Date(Date.now() - asset.daysAgo * 86_400_000),
      });
    }
  });
}
