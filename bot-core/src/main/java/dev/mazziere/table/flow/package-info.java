/**
 * One table's flow: decisions on a table's state that return what changed.
 * {@link dev.mazziere.table.flow.Table} holds the lobby, the seats, the match, the timers and
 * the messages it edits; each command, press or alarm returns a
 * {@link dev.mazziere.table.flow.Step} (the lines to show, the timers to arm, the record to
 * write). Everything a table must keep to survive a restart is in its state,
 * {@link dev.mazziere.table.flow.TableState}. This package names nothing of the store, the
 * record or the events' package.
 */
package dev.mazziere.table.flow;
