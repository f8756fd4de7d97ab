import type { AdminStats, EmailStats, FurnitureByStager, FurnitureByZip, OpenHousesByZip } from '@stagehouse/shared/admin.schema';
import { periodStart } from '@stagehouse/shared/figures';
import { fromCents } from '@stagehouse/shared/money';
import type { Db } from '../../db/database';
import {
  countPlatformFigures,
  countSubscribers,
  furnitureFiguresByLister,
  furnitureFiguresByZip,
  openHouseFiguresByZip,
} from './admin-analytics.repo';

export async function dashboardStats(db: Db): Promise<AdminStats> {
  const figures = await countPlatformFigures(db, periodStart('last24Hours'));
  return {
    totalUsers: figures.users,
    totalStagers: figures.stagers,
    totalRealtors: figures.realtors,
    dailyActiveUsers: figures.active,
    emailSubscribers: figures.subscribers,
    totalFurnitureItems: figures.listings,
    totalSoldItems: figures.sold,
    totalRSVPs: figures.rsvps,
    totalFavorites: figures.favorites,
  };
}

export async function emailStats(db: Db): Promise<EmailStats> {
  const { total, bySource, byZipCode } = await countSubscribers(db);
  return { totalSubscribers: total, bySource, byZipCode };
}

export const furnitureByZip = async (db: Db): Promise<FurnitureByZip[]> =>
  (await furnitureFiguresByZip(db)).map((r) => ({
    zipCode: r.zipCode,
    totalListed: r.totalListed,
    totalSold: r.totalSold,
    avgListedPrice: fromCents(r.avgListedCents),
    avgSoldPrice: fromCents(r.avgSoldCents),
  }));

export const furnitureByStager = async (db: Db): Promise<FurnitureByStager[]> =>
  (await furnitureFiguresByLister(db))
    .map((r) => ({
      stagerId: r.id,
      stagerName: `${r.firstName} ${r.lastName}`,
      stagerCompany: r.company,
      totalListed: r.totalListed,
      totalSold: r.totalSold,
      totalRSVPs: r.totalRsvps,
      totalFavorites: r.totalFavorites,
      avgListedPrice: fromCents(r.avgListedCents),
      totalEarnings: fromCents(r.earningsCents),
    }))
    .sort((a, b) => b.totalEarnings - a.totalEarnings || b.totalListed - a.totalListed);

export const openHousesByZip = (db: Db): Promise<OpenHousesByZip[]> => openHouseFiguresByZip(db);
