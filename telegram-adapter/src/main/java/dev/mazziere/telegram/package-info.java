/**
 * The Telegram adapter: translates TelegramBots updates into the core's chat events
 * and the core's messages into Bot API calls. No game rule or text lives here.
 */
package dev.mazziere.telegram;
