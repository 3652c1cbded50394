package dev.mazziere.picture;

import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.games.napoleone.NapoleoneMatch;
import dev.mazziere.games.napoleone.NapoleoneView;
import dev.mazziere.games.ramino.RaminoMatch;
import dev.mazziere.games.ramino.RaminoView;
import dev.mazziere.games.scopa.ScopaView;
import dev.mazziere.games.traversone.TraversoneView;
import dev.mazziere.games.tressette.TressetteView;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Positions to draw, one per game, each a seeded match played by picking legal moves
 * with a seeded random (no computer player, so a change in a player's strategy moves no
 * picture) until it shows what the game's pictures are about and seat 0, anna, is to act.
 */
public final class PictureFixtures {

    public static final Texts EN = Texts.core(Lang.EN);
    private static final List<String> NAMES = List.of("anna", "carlo", "🤖 Mario", "🤖 Lucia");

    /** A match stopped where anna is to act, with what the table layer would pass. */
    public record Position(GameEntry game, MatchState match, TableFacts facts) {

        public GamePicture picture() {
            return game.picture();
        }

        public Scene table() {
            return picture().table(match.publicView(), facts, EN);
        }

        public Scene hand() {
            return picture().hand(match.view(0), match.legalMoves(), facts, EN);
        }

        /** Anna's hand while it is not her turn: no marks. */
        public Scene handOffTurn() {
            return picture().hand(match.view(0), List.of(), facts, EN);
        }
    }

    private PictureFixtures() {
    }

    /** Scopa for two: a capture was just made, cards lie on the table. */
    public static Position scopa() {
        return until("scopa", Map.of(), 2, 11, m -> {
            ScopaView v = (ScopaView) m.publicView();
            return v.last() != null && v.last().capture().size() >= 2 && v.table().size() >= 2;
        });
    }

    /** Traversone for four: anna must follow suit into a trick of three. */
    public static Position traversone() {
        return until("traversone", Map.of(), 4, 5, m -> {
            TraversoneView v = (TraversoneView) m.view(0);
            return v.trick().size() == 3 && m.legalMoves().size() < v.hand().size() && v.tricksPlayed() >= 1;
        });
    }

    /** Napoleone for four, in play: two cards in the trick, anna must follow. */
    public static Position napoleone() {
        return until("napoleone", Map.of(), 4, 2, m -> {
            NapoleoneView v = (NapoleoneView) m.view(0);
            return v.phase() == NapoleoneMatch.Phase.PLAYING && v.trick().size() == 2
                    && m.legalMoves().size() < v.hand().size();
        });
    }

    /** Napoleone for four while bidding: a bid or two made. */
    public static Position napoleoneBidding() {
        return until("napoleone", Map.of(), 4, 2, m -> {
            NapoleoneView v = (NapoleoneView) m.view(0);
            return v.phase() == NapoleoneMatch.Phase.BIDDING && !v.bids().isEmpty();
        });
    }

    /** Ramino for three: anna picks cards to play, melds on the table, one with a joker. */
    public static Position ramino() {
        return until("ramino", Map.of(), 3, 3, m -> {
            RaminoView v = (RaminoView) m.view(0);
            return v.phase() == RaminoMatch.Phase.PLAY && v.melds().size() >= 2
                    && v.melds().stream().anyMatch(meld -> meld.joker() != null) && v.hand().size() >= 4;
        });
    }

    /** Tressette for four: anna must follow suit into a trick of three, a combination declared. */
    public static Position tressette() {
        return until("tressette", Map.of(), 4, 1, m -> {
            TressetteView v = (TressetteView) m.view(0);
            return v.trick().size() == 3 && m.legalMoves().size() < v.hand().size() && v.tricksPlayed() >= 1
                    && v.declared().stream().anyMatch(d -> !d.isEmpty());
        });
    }

    /** Tressette for two: the stock, the two cards drawn after the last trick, carlo's lead for anna to answer. */
    public static Position tressetteTwo() {
        return until("tressette", Map.of(), 2, 1, m -> {
            TressetteView v = (TressetteView) m.view(0);
            return v.trick().size() == 1 && v.stock() > 0 && v.stock() < 16 && !v.lastDraws().isEmpty();
        });
    }

    private static Position until(String id, Map<String, String> raw, int seats, long seed,
            Predicate<MatchState> wanted) {
        GameEntry game = GameRegistry.standard().get(id);
        Options options = game.game().resolveOptions(raw);
        for (long s = seed; s < seed + 50; s++) {
            MatchState m = game.game().newMatch(options, seats, s);
            SeededRandom random = new SeededRandom(s);
            for (int moves = 0; moves < 3000 && !m.isOver(); moves++) {
                if (m.toAct() == 0 && wanted.test(m)) {
                    return new Position(game, m, facts(game, m, options));
                }
                List<? extends Move> legal = m.legalMoves();
                m.apply(m.toAct(), legal.get(random.nextInt(legal.size())));
            }
        }
        throw new IllegalStateException("no " + id + " position as wanted from seed " + seed);
    }

    private static TableFacts facts(GameEntry game, MatchState m, Options options) {
        List<String> seats = NAMES.subList(0, m.seatCount());
        List<String> sides = new ArrayList<>();
        for (int team = 0; team < m.teamCount(); team++) {
            List<String> members = new ArrayList<>();
            for (int s = 0; s < m.seatCount(); s++) {
                if (m.teamOf(s) == team) {
                    members.add(seats.get(s));
                }
            }
            sides.add(String.join("+", members));
        }
        String title = game.presenter().title(options);
        return new TableFacts(title, new Names(seats, sides), EN.get("table.turn", seats.get(m.toAct())),
                "carlo: 5♠");
    }
}
