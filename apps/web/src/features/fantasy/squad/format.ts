/** One number format on the squad screens: the decimal comma, as in the header ('4,5', '12,33'). */
const decimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

export const formatNumber = (n: number): string => decimal.format(n);
