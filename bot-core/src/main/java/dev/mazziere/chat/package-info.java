/**
 * The platform-neutral chat boundary. Inbound: {@link dev.mazziere.chat.ChatEvent}s
 * (commands, button presses, reactions) that adapters build from platform updates and
 * hand to a {@link dev.mazziere.chat.ChatHandler}. Outbound: the {@link dev.mazziere.chat.ChatPort}
 * each adapter implements. Identities are opaque values only adapters build.
 * Adapters translate, nothing more: every text and rule lives in the core.
 */
package dev.mazziere.chat;
