/**
 * The table's record: one mapping between a table's state and the store's rows
 * ({@link dev.mazziere.table.record.TableRows}), loaded ({@link dev.mazziere.table.record.TableRepository})
 * and written ({@link dev.mazziere.table.record.TableSaver}) in one place. The match itself is
 * game id, options, seats, seed and move list, rebuilt by replay.
 */
package dev.mazziere.table.record;
