-- Audits of the four portfolios that date a review by its month only: their stored first day is a month.
UPDATE "audits" SET "date_precision" = 'month' WHERE "source" IN ('trailofbits/publications', 'sigp/public-audits', 'spearbit/portfolio', 'Zellic/publications');
