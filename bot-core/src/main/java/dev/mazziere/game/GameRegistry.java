package dev.mazziere.game;

import dev.mazziere.games.napoleone.NapoleoneGame;
import dev.mazziere.games.ramino.RaminoGame;
import dev.mazziere.games.scopa.ScopaGame;
import dev.mazziere.games.traversone.TraversoneGame;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The games Mazziere plays. Adding a game is one line here. */
public final class GameRegistry {

    private final Map<String, Game> games = new LinkedHashMap<>();

    public GameRegistry(List<Game> games) {
        for (Game g : games) {
            this.games.put(g.id(), g);
        }
    }

    /** Every game built so far. */
    public static GameRegistry standard() {
        return new GameRegistry(List.of(
                new ScopaGame(),
                new TraversoneGame(),
                new NapoleoneGame(),
                new RaminoGame()));
    }

    public Optional<Game> find(String id) {
        return Optional.ofNullable(games.get(id.toLowerCase(java.util.Locale.ROOT)));
    }

    /**
     * The game with this id.
     *
     * @throws SetupException naming the known games
     */
    public Game get(String id) {
        return find(id).orElseThrow(() -> new SetupException("game.unknown", List.of(id, String.join(", ", ids())),
                "unknown game '" + id + "' (games: " + String.join(", ", ids()) + ")"));
    }

    public List<String> ids() {
        return List.copyOf(games.keySet());
    }

    public List<Game> all() {
        return List.copyOf(games.values());
    }
}
