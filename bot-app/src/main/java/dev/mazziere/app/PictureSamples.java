package dev.mazziere.app;

import dev.mazziere.ai.Level;
import dev.mazziere.ai.Player;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.picture.GamePicture;
import dev.mazziere.picture.Scene;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.GamePresenter;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The sample pictures of {@code render} and {@code bench render}: for every game a
 * seeded match played part way by {@code medium} computer players, stopped when the first
 * seat ({@code anna}) is to act, drawn as the chat's table and as anna's hand.
 */
final class PictureSamples {

    private static final List<String> NAMES = List.of("anna", "carlo", "🤖 Mario", "🤖 Lucia", "🤖 Beppe", "🤖 Rosa");

    /** One match to draw: the game, its options, players, seed, and how many moves to play at least. */
    record Setup(String name, String game, Map<String, String> options, int players, long seed, int moves) {
    }

    private static final List<Setup> SETUPS = List.of(
            new Setup("scopa", "scopa", Map.of(), 2, 33, 13),
            new Setup("scopa-scopone", "scopa", Map.of("variant", "scopone"), 4, 12, 6),
            new Setup("traversone", "traversone", Map.of(), 4, 1, 9),
            new Setup("napoleone", "napoleone", Map.of(), 4, 12, 7),
            new Setup("ramino", "ramino", Map.of(), 3, 13, 40),
            new Setup("briscola", "briscola", Map.of(), 2, 4, 7),
            new Setup("chiamata", "chiamata", Map.of(), 5, 3, 18),
            new Setup("tressette", "tressette", Map.of(), 4, 3, 11),
            new Setup("tressette-two", "tressette", Map.of(), 2, 3, 9));

    /** A picture to write: its file name (starting with the game's id) and its scene. */
    record Sample(String fileName, Scene scene) {
    }

    private PictureSamples() {
    }

    /**
     * The setups of every game {@code registry} runs, in its order: a game with none has
     * no sample, which is an error (its registry line asks for its pictures to be shown).
     */
    static List<Setup> setups(GameRegistry registry) {
        List<Setup> out = new ArrayList<>();
        for (String id : registry.ids()) {
            List<Setup> game = SETUPS.stream().filter(s -> s.game().equals(id)).toList();
            if (game.isEmpty()) {
                throw new IllegalStateException("no sample picture of game " + id + ": add its setup to PictureSamples");
            }
            out.addAll(game);
        }
        return out;
    }

    /** Every sample, table then hand of each game the registry runs, in {@code lang}. */
    static List<Sample> all(Lang lang) {
        GameRegistry registry = GameRegistry.standard();
        Texts t = Texts.core(lang);
        List<Sample> out = new ArrayList<>();
        for (Setup setup : setups(registry)) {
            GameEntry game = registry.get(setup.game());
            Options options = game.game().resolveOptions(setup.options());
            GamePicture picture = game.picture();
            GamePresenter presenter = game.presenter();
            Played played = play(game, options, setup);
            MatchState match = played.match();
            Names names = names(match);
            int toAct = match.toAct();
            String turn = toAct < 0 ? t.get("table.over") : t.get("table.turn", names.seat(toAct));
            TableFacts facts = new TableFacts(presenter.title(options), names, turn,
                    lastLine(played.lastEvents(), presenter, names, t));
            out.add(new Sample(setup.name() + "-table.png", picture.table(match.publicView(), facts, t)));
            List<? extends Move> legal = toAct == 0 ? match.legalMoves() : List.of();
            out.add(new Sample(setup.name() + "-hand.png", picture.hand(match.view(0), legal, facts, t)));
        }
        return out;
    }

    private record Played(MatchState match, List<MatchEvent> lastEvents) {
    }

    /**
     * Plays {@code setup.moves()} moves or more, until anna (seat 0) is to act; the events
     * of the last turn are kept for the table's last line (a Ramino turn is several moves).
     */
    private static Played play(GameEntry game, Options options, Setup setup) {
        MatchState match = game.game().newMatch(options, setup.players(), setup.seed());
        SeededRandom seeds = new SeededRandom(~setup.seed());
        List<Player> players = new ArrayList<>();
        for (int s = 0; s < setup.players(); s++) {
            players.add(game.player(Level.MEDIUM, options, seeds.split()));
        }
        List<MatchEvent> turn = new ArrayList<>();
        int lastSeat = -1;
        for (int n = 0; !match.isOver() && (n < setup.moves() || match.toAct() != 0); n++) {
            int seat = match.toAct();
            int before = match.events().size();
            Move move = players.get(seat).choose(match.view(seat), match.legalMoves());
            match.apply(seat, move);
            List<MatchEvent> fresh = match.events().subList(before, match.events().size());
            if (seat != lastSeat || fresh.stream().anyMatch(e -> e instanceof DealEvent || e instanceof ScoreEvent)) {
                turn = new ArrayList<>();
            }
            turn.addAll(fresh);
            lastSeat = seat;
        }
        return new Played(match, turn);
    }

    private static String lastLine(List<MatchEvent> events, GamePresenter presenter, Names names, Texts t) {
        List<String> said = new ArrayList<>();
        for (MatchEvent e : events) {
            String line = presenter.describe(e, names, t);
            if (line != null) {
                said.add(line);
            }
        }
        return String.join(" · ", said);
    }

    /** Seat names, and side names as the table makes them ({@code anna+🤖 Mario}). */
    private static Names names(MatchState match) {
        List<String> seats = NAMES.subList(0, match.seatCount());
        List<String> sides = new ArrayList<>();
        for (int team = 0; team < match.teamCount(); team++) {
            List<String> members = new ArrayList<>();
            for (int s = 0; s < match.seatCount(); s++) {
                if (match.teamOf(s) == team) {
                    members.add(seats.get(s));
                }
            }
            sides.add(String.join("+", members));
        }
        return new Names(seats, sides);
    }
}
