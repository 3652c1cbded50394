package dev.mazziere.games.tressette;

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

/** Small helpers that keep the scenario tests readable: cards by code, options by name, scripted play. */
final class TressetteScenarios {

    static final TressetteGame GAME = new TressetteGame();

    private TressetteScenarios() {
    }

    /** Cards from their codes separated by spaces: {@code cards("3S 4C 7B")}. */
    static List<ItalianCard> cards(String codes) {
        if (codes.isBlank()) {
            return List.of();
        }
        return Arrays.stream(codes.trim().split("\\s+")).map(ItalianCard::parse).toList();
    }

    /** One hand per seat, each as codes separated by spaces. */
    static List<List<ItalianCard>> hands(String... perSeat) {
        return Arrays.stream(perSeat).map(TressetteScenarios::cards).toList();
    }

    static Options options(String... nameValuePairs) {
        Map<String, String> raw = new LinkedHashMap<>();
        for (int i = 0; i < nameValuePairs.length; i += 2) {
            raw.put(nameValuePairs[i], nameValuePairs[i + 1]);
        }
        return GAME.resolveOptions(raw);
    }

    /** A match from these hands, dealt by seat {@code dealer} (the next seat leads), no stock, totals 0. */
    static TressetteMatch deal(Options options, int dealer, String... perSeat) {
        List<List<ItalianCard>> hands = hands(perSeat);
        return TressetteMatch.scenario(GAME, options, dealer, hands, List.of(), List.of(0, 0));
    }

    static TressetteMove move(String code) {
        return TressetteMove.parse(code);
    }

    /** Plays cards in turn order, each by the seat to act; fails on a rejection. */
    static void play(TressetteMatch match, String codes) {
        for (ItalianCard card : cards(codes)) {
            int seat = match.toAct();
            Outcome outcome = match.apply(seat, new TressetteMove(card));
            if (!outcome.applied()) {
                throw new AssertionError("seat " + seat + " could not play " + card + ": " + outcome);
            }
        }
    }

    static Rejection rejection(Outcome outcome) {
        if (outcome instanceof Outcome.Rejected r) {
            return r.rejection();
        }
        throw new AssertionError("expected a rejection, got " + outcome);
    }

    static <E extends MatchEvent> List<E> eventsOf(TressetteMatch match, Class<E> type) {
        return match.events().stream().filter(type::isInstance).map(type::cast).toList();
    }

    static ScoreEvent firstScore(TressetteMatch match) {
        return eventsOf(match, ScoreEvent.class).get(0);
    }

    static TressetteEvents.HandScore firstHandScore(TressetteMatch match) {
        return (TressetteEvents.HandScore) firstScore(match).hand();
    }
}
