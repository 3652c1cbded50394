package dev.mazziere.table;

import dev.mazziere.chat.ChatHandler;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.Store;
import dev.mazziere.table.flow.TableConfig;
import java.util.Objects;
import java.util.function.Function;

/**
 * What a chat platform's adapter runs on, handed over by the application the same way to
 * every adapter: the games the bot runs (the adapter's command menu is made of them) and
 * the core that handles the platform's events, built on the adapter's own port. An adapter
 * builds neither itself, so a third platform copies no adapter to get them.
 *
 * @param registry the games the bot runs, for the platform's command menu
 * @param handler  builds the core on the platform's port
 */
public record BotCore(GameRegistry registry, Function<ChatPort, ChatHandler> handler) {

    public BotCore {
        Objects.requireNonNull(registry, "registry");
        Objects.requireNonNull(handler, "handler");
    }

    /** The tables of {@code registry}'s games, run with {@code config} and kept in {@code store}: the bot's core. */
    public static BotCore tables(GameRegistry registry, TableConfig config, Store store) {
        return new BotCore(registry, port -> new Tables(registry, port, config, store));
    }

    /** The core on {@code port}. */
    public ChatHandler on(ChatPort port) {
        return handler.apply(port);
    }
}
