/**
 * Tables: one match in one chat. {@link dev.mazziere.table.Tables} receives every chat
 * event, finds the table, and runs one event at a time per chat (different chats in
 * parallel); {@link dev.mazziere.table.Table} holds the lobby, the seats, the match,
 * the timers and the messages it edits. Everything a table must keep to survive a
 * restart is in its state, {@link dev.mazziere.table.TableState}, which
 * {@link dev.mazziere.table.TableRows} maps to the store and back: the match itself is game
 * id, options, seats, seed and move list, rebuilt by replay.
 */
package dev.mazziere.table;
