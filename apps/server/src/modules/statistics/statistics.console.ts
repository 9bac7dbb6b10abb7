import { moneyDailySchema, moneyDaysBodySchema, moneyReturnsSchema } from '@lootbay/shared/schemas/console-money';
import { boxReturns, dailyMoney, type MoneyReportSources } from './money-reports';
import { readCall, type ConsoleCall } from '../console/console.module';

/** The money reports: each day's totals per game, and each box's measured return against its odds. */
export function statisticsCalls(sources: MoneyReportSources): ConsoleCall[] {
  return [
    readCall({
      path: 'money/daily',
      access: 'money.read',
      summary: 'Per day in the site time zone: recharged, spent and paid out per game, gross gaming revenue, active players, boxes opened',
      body: moneyDaysBodySchema,
      data: moneyDailySchema,
      read: (body) => dailyMoney(sources, body.from, body.to),
    }),
    readCall({
      path: 'money/returns',
      access: 'money.read',
      summary: "Per paid box opened in the days: measured return (item value won / spent) against its odds' published expected return",
      body: moneyDaysBodySchema,
      data: moneyReturnsSchema,
      read: (body, { locale }) => boxReturns(sources, body.from, body.to, locale),
    }),
  ];
}
