import 'server-only';
import { DATA_SOURCES } from '@/config/data-sources';

/** The licence and credits that every answer of the public API carries. */
export const API_V1_TERMS = {
  licence: {
    summary:
      'Each record keeps the licence of the data set it comes from (see sources and each record’s credit); ' +
      'credit those data sets when you reuse it. Audits from the Trail of Bits list are CC BY-SA 4.0: what you ' +
      'redistribute of them stays under CC BY-SA 4.0.',
    url: '/company/data-sources',
  },
  sources: DATA_SOURCES.map((source) => ({
    name: source.name,
    url: source.url,
    licence: source.licence,
    licenceUrl: source.licenceUrl,
    attribution: source.attribution,
    covers: source.covers,
    isShareAlike: source.isShareAlike,
  })),
};
