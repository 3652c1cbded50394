package dev.mazziere.chat;

/**
 * The core's side of the boundary: adapters hand every event here. Safe to call from
 * any thread; never throws (errors are logged and answered with an apology).
 */
public interface ChatHandler {

    void handle(ChatEvent event);
}
