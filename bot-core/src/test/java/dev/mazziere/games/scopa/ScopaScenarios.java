package dev.mazziere.games.scopa;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.ScoreEvent;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Small helpers that keep the scenario tests readable: cards by code, options by name. */
final class ScopaScenarios {

    static final ScopaGame GAME = new ScopaGame();

    private ScopaScenarios() {
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
        return Arrays.stream(perSeat).map(ScopaScenarios::cards).toList();
    }

    static Options options(String... nameValuePairs) {
        Map<String, String> raw = new java.util.LinkedHashMap<>();
        for (int i = 0; i < nameValuePairs.length; i += 2) {
            raw.put(nameValuePairs[i], nameValuePairs[i + 1]);
        }
        return GAME.resolveOptions(raw);
    }

    static ScopaMove move(String code) {
        return ScopaMove.parse(code);
    }

    /** The events of one type, in order. */
    static <E extends MatchEvent> List<E> eventsOf(ScopaMatch match, Class<E> type) {
        return match.events().stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** The per-side breakdown of the first score event. */
    @SuppressWarnings("unchecked")
    static List<TeamHandScore> firstHandScore(ScopaMatch match) {
        return (List<TeamHandScore>) eventsOf(match, ScoreEvent.class).get(0).hand();
    }

    static List<DealEvent> deals(ScopaMatch match) {
        return eventsOf(match, DealEvent.class);
    }
}
