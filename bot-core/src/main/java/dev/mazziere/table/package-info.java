/**
 * Tables, events in: a chat event becomes work on one table, under that chat's lock,
 * de-duplicated once. {@link dev.mazziere.table.Tables} receives every chat event, finds the
 * table, and runs one event at a time per chat (different chats in parallel); the table's
 * decision ({@link dev.mazziere.table.flow.Step}) is written once, then said, then its alarms
 * armed ({@link dev.mazziere.table.StepRunner}). One table's flow is
 * {@link dev.mazziere.table.flow}; its record in the store is {@link dev.mazziere.table.record}.
 */
package dev.mazziere.table;
