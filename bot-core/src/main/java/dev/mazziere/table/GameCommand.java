package dev.mazziere.table;

import dev.mazziere.game.Game;
import dev.mazziere.game.GameRegistry;
import dev.mazziere.text.Presentable;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A command that opens a lobby: the game it names and the options it presets
 * ({@code /scopone} is Scopa with {@code variant=scopone}). Whether the game is playable
 * comes from the {@link GameRegistry}: a known game not registered yet answers that it
 * is coming, and becomes playable the day its registry line is added.
 */
public record GameCommand(String name, String gameId, Map<String, String> preset) {

    public static final List<GameCommand> KNOWN = List.of(
            new GameCommand("scopa", "scopa", Map.of()),
            new GameCommand("scopone", "scopa", Map.of("variant", "scopone")),
            new GameCommand("traversone", "traversone", Map.of()),
            new GameCommand("rovescino", "traversone", Map.of()),
            new GameCommand("napoleone", "napoleone", Map.of()),
            new GameCommand("ramino", "ramino", Map.of()));

    public static Optional<GameCommand> find(String name, GameRegistry registry) {
        String wanted = name.toLowerCase(Locale.ROOT);
        for (GameCommand c : KNOWN) {
            if (c.name.equals(wanted)) {
                return Optional.of(c);
            }
        }
        return registry.find(wanted).map(g -> new GameCommand(g.id(), g.id(), Map.of()));
    }

    /** The commands that open a table today, as "/scopa", "/scopone", ...: the known ones whose game is playable at a table. */
    public static List<String> playable(GameRegistry registry) {
        return KNOWN.stream().filter(c -> c.game(registry).isPresent()).map(c -> "/" + c.name).toList();
    }

    /**
     * The game, when it can be played at a table: registered and bringing its own chat
     * presentation ({@link Presentable}). A registered game without one plays in
     * {@code simulate} but answers "coming soon" in a chat.
     */
    public Optional<Game> game(GameRegistry registry) {
        return registry.find(gameId).filter(g -> g instanceof Presentable);
    }
}
