package dev.mazziere.games;

import dev.mazziere.game.SetupException;
import dev.mazziere.games.briscola.BriscolaAi;
import dev.mazziere.games.briscola.BriscolaGame;
import dev.mazziere.games.briscola.BriscolaPicture;
import dev.mazziere.games.briscola.BriscolaPresenter;
import dev.mazziere.games.chiamata.ChiamataAi;
import dev.mazziere.games.chiamata.ChiamataGame;
import dev.mazziere.games.chiamata.ChiamataPicture;
import dev.mazziere.games.chiamata.ChiamataPresenter;
import dev.mazziere.games.napoleone.NapoleoneAi;
import dev.mazziere.games.napoleone.NapoleoneGame;
import dev.mazziere.games.napoleone.NapoleonePicture;
import dev.mazziere.games.napoleone.NapoleonePresenter;
import dev.mazziere.games.ramino.RaminoAi;
import dev.mazziere.games.ramino.RaminoGame;
import dev.mazziere.games.ramino.RaminoPicture;
import dev.mazziere.games.ramino.RaminoPresenter;
import dev.mazziere.games.scopa.ScopaAi;
import dev.mazziere.games.scopa.ScopaGame;
import dev.mazziere.games.scopa.ScopaPicture;
import dev.mazziere.games.scopa.ScopaPresenter;
import dev.mazziere.games.traversone.TraversoneAi;
import dev.mazziere.games.traversone.TraversoneGame;
import dev.mazziere.games.traversone.TraversonePicture;
import dev.mazziere.games.traversone.TraversonePresenter;
import dev.mazziere.games.tressette.TressetteAi;
import dev.mazziere.games.tressette.TressetteGame;
import dev.mazziere.games.tressette.TressettePicture;
import dev.mazziere.games.tressette.TressettePresenter;
import dev.mazziere.text.GameCommand;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The games Mazziere plays, and the commands that open them. Adding a game is one line
 * in {@link #standard()}.
 */
public final class GameRegistry {

    private final Map<String, GameEntry> games = new LinkedHashMap<>();
    private final Map<String, Opening> byCommand = new LinkedHashMap<>();

    /** A command that opens a table, with the game it opens. */
    public record Opening(GameCommand command, GameEntry entry) {
    }

    public GameRegistry(List<GameEntry> entries) {
        for (GameEntry e : entries) {
            games.put(e.id(), e);
            for (GameCommand c : e.commands()) {
                for (String name : c.names()) {
                    if (byCommand.putIfAbsent(name, new Opening(c, e)) != null) {
                        throw new IllegalArgumentException("two games answer /" + name);
                    }
                }
            }
        }
    }

    /** Every game built so far. */
    public static GameRegistry standard() {
        return new GameRegistry(List.of(
                new GameEntry(new ScopaGame(), new ScopaPresenter(), new ScopaAi(), new ScopaPicture()),
                new GameEntry(new TraversoneGame(), new TraversonePresenter(), new TraversoneAi(),
                        new TraversonePicture()),
                new GameEntry(new NapoleoneGame(), new NapoleonePresenter(), new NapoleoneAi(),
                        new NapoleonePicture()),
                new GameEntry(new RaminoGame(), new RaminoPresenter(), new RaminoAi(), new RaminoPicture()),
                new GameEntry(new BriscolaGame(), new BriscolaPresenter(), new BriscolaAi(), new BriscolaPicture()),
                new GameEntry(new ChiamataGame(), new ChiamataPresenter(), new ChiamataAi(), new ChiamataPicture()),
                new GameEntry(new TressetteGame(), new TressettePresenter(), new TressetteAi(), new TressettePicture())));
    }

    public Optional<GameEntry> find(String id) {
        return Optional.ofNullable(games.get(id.toLowerCase(Locale.ROOT)));
    }

    /**
     * The game with this id.
     *
     * @throws SetupException naming the known games
     */
    public GameEntry get(String id) {
        return find(id).orElseThrow(() -> new SetupException("game.unknown", List.of(id, String.join(", ", ids())),
                "unknown game '" + id + "' (games: " + String.join(", ", ids()) + ")"));
    }

    /** The rules of the game with this id; see {@link #get}. */
    public dev.mazziere.game.Game rules(String id) {
        return get(id).game();
    }

    /** The game a command ({@code scopone}, or an alias) opens, with the options it presets. */
    public Optional<Opening> opening(String command) {
        return Optional.ofNullable(byCommand.get(command.toLowerCase(Locale.ROOT)));
    }

    /** Every command that opens a table, in the registry's order, once each (aliases aside). */
    public List<GameCommand> commands() {
        return games.values().stream().flatMap(e -> e.commands().stream()).toList();
    }

    public List<String> ids() {
        return List.copyOf(games.keySet());
    }

    public List<GameEntry> all() {
        return List.copyOf(games.values());
    }
}
