import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  consumptionChartQuerySchema,
  consumptionQuerySchema,
  consumptionSchema,
} from '@portal/contracts';
import { consumptionBuckets, totalWh } from '@portal/domain';
import type { Db } from '../../db/client';
import { accountHolders } from '../../auth';
import { accountParams, accountRouter, refusals, zodRoutes } from '../route-kit';
import { consumptionCsvFile, eiep13aFile, type ConsumptionFile } from './consumption-files';
import { findConsumption } from './find-consumption';

const PREFIX = '/accounts/:accountCode/power/consumption';
const errors = refusals(400, 401, 403, 404);
/** A download is a read: every holder of the account, read-only users too; staff always. */
const read = accountHolders({ feature: 'power' });
const tags = ['power'];

const eiep13aSchema = z.string().meta({
  description: 'EIEP13A consumer consumption file: a HDR record, then DET records',
});
const csvSchema = z.string().meta({ description: 'Power use as CSV, with a header row' });

function sendFile(reply: FastifyReply, file: ConsumptionFile) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.text);
}

/** Your consumption data (issue 30): the usage chart's figures and the two downloads. */
export function consumptionRoutes(app: FastifyInstance, db: Db): void {
  const routes = zodRoutes(app);
  const account = accountRouter(app, { tags, refusals: errors });
  account.get(PREFIX, {
    access: read,
    summary: 'A power connection’s use over a range, by month, day or half-hour',
    querystring: consumptionChartQuerySchema,
    data: consumptionSchema,
    answer: async (request) => {
      const { accountCode } = request.params;
      const data = await findConsumption(db, accountCode, request.query);
      const buckets = consumptionBuckets(data.intervals, request.query.grain);
      return {
        icpNumber: data.icpNumber,
        meterSerial: data.meterSerial,
        resolution: data.resolution,
        grain: request.query.grain,
        buckets: buckets.map((b) => ({ key: b.key, kwh: b.wh / 1000, estimated: b.estimated })),
        totalKwh: totalWh(data.intervals) / 1000,
      };
    },
  });
  routes.get(
    `${PREFIX}.eiep13a`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'A power connection’s use over up to 24 months as an EIEP13A file',
        params: accountParams,
        querystring: consumptionQuerySchema,
        response: { 200: eiep13aSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { accountCode } = request.params;
      const data = await findConsumption(db, accountCode, request.query);
      return sendFile(reply, eiep13aFile(accountCode, request.query, data, new Date()));
    },
  );
  routes.get(
    `${PREFIX}.csv`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'A power connection’s use over up to 24 months as CSV, estimates flagged',
        params: accountParams,
        querystring: consumptionQuerySchema,
        response: { 200: csvSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await findConsumption(db, request.params.accountCode, request.query);
      return sendFile(reply, consumptionCsvFile(request.query, data));
    },
  );
}
