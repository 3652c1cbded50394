package dev.mazziere.games.ramino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.Rejection;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Small helpers that keep the scripted Ramino tests readable: cards by code, arranged matches, scripted play. */
final class RaminoScenarios {

    static final RaminoGame GAME = new RaminoGame();

    private RaminoScenarios() {
    }

    /** Cards from their codes separated by spaces: {@code cards("7H 8H JK")}. */
    static List<FrenchCard> cards(String codes) {
        return codes.isBlank() ? List.of() : Arrays.stream(codes.trim().split(" +")).map(FrenchCard::parse).toList();
    }

    /** Dealer {@code dealer}, hands in seat order, pile and stock with their top last. */
    static RaminoMatch match(Map<String, String> options, int dealer, List<String> hands, String pile, String stock,
                             int[] totals, Set<Integer> out, Set<Integer> reentered) {
        return RaminoPositions.arranged(GAME, GAME.resolveOptions(options), 7L, dealer,
                hands.stream().map(RaminoScenarios::cards).toList(), cards(pile), cards(stock), totals, out, reentered);
    }

    /** Two players at zero, seat 1 dealt: seat 0 draws first. */
    static RaminoMatch twoPlayers(Map<String, String> options, String hand0, String hand1, String pile, String stock) {
        return match(options, 1, List.of(hand0, hand1), pile, stock, new int[2], Set.of(), Set.of());
    }

    /** {@code seat} plays these moves, each of which must apply. */
    static void play(RaminoMatch m, int seat, String... codes) {
        for (String code : codes) {
            Outcome o = m.apply(seat, GAME.parseMove(code));
            assertThat(o.applied()).as("%s by seat %d: %s", code, seat, o).isTrue();
        }
    }

    /** Why the match refuses this move of {@code seat}; fails when it applies. */
    static Rejection refused(RaminoMatch m, int seat, String code) {
        Outcome o = m.apply(seat, GAME.parseMove(code));
        assertThat(o).isInstanceOf(Outcome.Rejected.class);
        return ((Outcome.Rejected) o).rejection();
    }
}
