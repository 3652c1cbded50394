package dev.mazziere.games.briscola;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Small helpers that keep the Briscola tests readable: cards by code, options by name, scripted play. */
final class BriscolaScenarios {

    static final BriscolaGame GAME = new BriscolaGame();

    private BriscolaScenarios() {
    }

    /** Cards from their codes separated by spaces: {@code cards("3S 4C 7B")}. */
    static List<ItalianCard> cards(String codes) {
        if (codes.isBlank()) {
            return List.of();
        }
        return Arrays.stream(codes.trim().split("\\s+")).map(ItalianCard::parse).toList();
    }

    static ItalianCard card(String code) {
        return ItalianCard.parse(code);
    }

    /** One hand per seat, each as codes separated by spaces. */
    static List<List<ItalianCard>> hands(String... perSeat) {
        return Arrays.stream(perSeat).map(BriscolaScenarios::cards).toList();
    }

    static Options options(String... nameValuePairs) {
        Map<String, String> raw = new LinkedHashMap<>();
        for (int i = 0; i < nameValuePairs.length; i += 2) {
            raw.put(nameValuePairs[i], nameValuePairs[i + 1]);
        }
        return GAME.resolveOptions(raw);
    }

    /**
     * A match from exactly these cards, default options: {@code dealer} dealt {@code hands},
     * the face-up card under {@code stock} (from the top).
     */
    static BriscolaMatch arranged(int dealer, List<List<ItalianCard>> hands, String faceUp, String stock) {
        return arranged(GAME.defaultOptions(), dealer, hands, faceUp, stock);
    }

    static BriscolaMatch arranged(Options options, int dealer, List<List<ItalianCard>> hands, String faceUp,
                                  String stock) {
        List<Integer> totals = java.util.Collections.nCopies(BriscolaRules.sides(hands.size()), 0);
        return BriscolaMatch.arranged(GAME, options, dealer, hands, card(faceUp), cards(stock), totals);
    }

    /** Plays cards in turn order, each by the seat to act; fails on a rejection. */
    static void play(BriscolaMatch match, String codes) {
        for (ItalianCard c : cards(codes)) {
            int seat = match.toAct();
            Outcome outcome = match.apply(seat, BriscolaMove.play(c));
            if (!outcome.applied()) {
                throw new AssertionError("seat " + seat + " could not play " + c + ": " + outcome);
            }
        }
    }

    /** Plays the rest of the hand, every seat its first card. */
    static void playOut(BriscolaMatch match) {
        int hand = match.handNumber();
        while (!match.isOver() && match.handNumber() == hand) {
            match.apply(match.toAct(), match.legalMoves().get(0));
        }
    }

    static Rejection rejection(Outcome outcome) {
        if (outcome instanceof Outcome.Rejected r) {
            return r.rejection();
        }
        throw new AssertionError("expected a rejection, got " + outcome);
    }

    static <E extends MatchEvent> List<E> eventsOf(BriscolaMatch match, Class<E> type) {
        return match.events().stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** The draws of the match so far, in order. */
    static List<dev.mazziere.games.tricks.TrickEvents.Draw<?>> draws(BriscolaMatch match) {
        return match.events().stream().filter(e -> e instanceof dev.mazziere.games.tricks.TrickEvents.Draw<?>)
                .<dev.mazziere.games.tricks.TrickEvents.Draw<?>>map(e -> (dev.mazziere.games.tricks.TrickEvents.Draw<?>) e)
                .toList();
    }

    static ScoreEvent firstScore(BriscolaMatch match) {
        return eventsOf(match, ScoreEvent.class).get(0);
    }
}
