/**
 * The Discord adapter: translates JDA events into the core's chat events and the
 * core's messages into Discord calls. No game rule or text lives here.
 */
package dev.mazziere.discord;
