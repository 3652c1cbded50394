package dev.mazziere.games.ramino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.SeededRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Ramino meld finder")
final class MeldFinderTest {

    private static List<FrenchCard> cards(String... codes) {
        return Arrays.stream(codes).map(FrenchCard::parse).toList();
    }

    @Test
    @DisplayName("A run takes cards at either end, and a joker only where it has none")
    void runExtensions() {
        TableMeld run = new TableMeld(0, 1, TableMeld.Kind.RUN, cards("7H", "JK", "9H"), FrenchCard.parse("8H"));
        assertThat(MeldFinder.extensionsOf(run, cards("6H", "10H", "KH")))
                .extracting(MeldFinder.Candidate::cards)
                .containsExactlyInAnyOrder(cards("6H"), cards("10H"), cards("6H", "10H"));
    }

    @Test
    @DisplayName("Every meld the checker accepts from a hand is enumerated, and only those")
    void enumerationIsComplete() {
        List<FrenchCard> hand = cards("AH", "2H", "3H", "QH", "KH", "7S", "7D", "7C", "JK", "JK", "7C");
        List<MeldFinder.Candidate> all = MeldFinder.meldsOf(hand);
        assertThat(all).allSatisfy(c -> assertThat(Melds.check(c.cards(), c.joker()).valid()).isTrue());
        assertThat(all).contains(new MeldFinder.Candidate(cards("7S", "7D", "7C"), null),
                new MeldFinder.Candidate(cards("AH", "QH", "KH"), null),
                new MeldFinder.Candidate(cards("AH", "2H", "3H", "JK"), FrenchCard.parse("4H")),
                new MeldFinder.Candidate(cards("QH", "KH", "JK"), FrenchCard.parse("JH")));
        assertThat(all).doesNotContain(new MeldFinder.Candidate(cards("2H", "3H", "KH", "AH"), null));
    }

    @Test
    @DisplayName("A card makes a meld without a joker exactly when the hand's melds with it hold one with that card")
    void makesNaturalMeldAgreesWithTheEnumeration() {
        SeededRandom random = new SeededRandom(3);
        for (int i = 0; i < 3000; i++) {
            List<FrenchCard> deck = i % 2 == 0 ? Decks.french54() : Decks.frenchDouble108();
            random.shuffle(deck);
            List<FrenchCard> hand = deck.subList(0, 1 + random.nextInt(11));
            FrenchCard card = deck.get(12);
            List<FrenchCard> with = new ArrayList<>(hand);
            with.add(card);
            boolean expected = MeldFinder.meldsOf(with).stream()
                    .anyMatch(c -> c.joker() == null && c.cards().contains(card));
            assertThat(MeldFinder.makesNaturalMeld(hand, card)).as(hand + " and " + card).isEqualTo(expected);
        }
        assertThat(MeldFinder.makesNaturalMeld(cards("QH", "KH"), FrenchCard.parse("AH"))).isTrue();
        assertThat(MeldFinder.makesNaturalMeld(cards("KH", "2H"), FrenchCard.parse("AH"))).isFalse();
        assertThat(MeldFinder.makesNaturalMeld(cards("7H", "7H", "7S"), FrenchCard.parse("7H"))).isFalse();
    }

    @Test
    @DisplayName("On random hands the finder lists each meld and extension the checker accepts, once, and nothing else")
    void findsExactlyWhatTheCheckerAccepts() {
        SeededRandom random = new SeededRandom(11);
        for (int i = 0; i < 80; i++) {
            List<FrenchCard> deck = i % 2 == 0 ? Decks.french54() : Decks.frenchDouble108();
            random.shuffle(deck);
            List<FrenchCard> hand = new ArrayList<>(deck.subList(0, 2 + random.nextInt(10)));
            assertThat(found(MeldFinder.meldsOf(hand))).as("melds of %s", hand).isEqualTo(acceptedMelds(hand));
            for (MeldFinder.Candidate c : MeldFinder.meldsOf(deck.subList(20, 31))) {
                Melds.Verdict v = Melds.check(c.cards(), c.joker());
                TableMeld meld = new TableMeld(0, 0, v.kind(), v.arranged(), c.joker());
                assertThat(found(MeldFinder.extensionsOf(meld, hand))).as("%s extended by %s", meld, hand)
                        .isEqualTo(acceptedExtensions(meld, hand));
            }
        }
    }

    /** The candidates as a set, failing on a candidate listed twice. */
    private static Set<MeldFinder.Candidate> found(List<MeldFinder.Candidate> candidates) {
        Set<MeldFinder.Candidate> set = new HashSet<>(candidates);
        assertThat(set).as("no candidate twice").hasSameSizeAs(candidates);
        return set;
    }

    /** Every subset of the hand's cards (sorted, a joker last) that {@link Melds#check} accepts, by brute force. */
    private static Set<MeldFinder.Candidate> acceptedMelds(List<FrenchCard> hand) {
        Set<MeldFinder.Candidate> out = new HashSet<>();
        for (List<FrenchCard> s : subsets(hand)) {
            if (s.size() >= 3 && Melds.check(s, null).valid()) {
                out.add(new MeldFinder.Candidate(s, null));
            }
            if (hand.contains(FrenchCard.JOKER) && s.size() >= 2) {
                List<FrenchCard> withJoker = withJoker(s);
                for (FrenchCard card : naturalCards()) {
                    if (Melds.check(withJoker, card).valid()) {
                        out.add(new MeldFinder.Candidate(withJoker, card));
                    }
                }
            }
        }
        return out;
    }

    /** Every subset of the hand's cards (a joker last) that {@link Melds#extend} accepts for {@code meld}. */
    private static Set<MeldFinder.Candidate> acceptedExtensions(TableMeld meld, List<FrenchCard> hand) {
        Set<MeldFinder.Candidate> out = new HashSet<>();
        for (List<FrenchCard> s : subsets(hand)) {
            if (!s.isEmpty() && Melds.extend(meld, s, null).valid()) {
                out.add(new MeldFinder.Candidate(s, null));
            }
            if (hand.contains(FrenchCard.JOKER) && !meld.hasJoker()) {
                List<FrenchCard> withJoker = withJoker(s);
                for (FrenchCard card : naturalCards()) {
                    if (Melds.extend(meld, withJoker, card).valid()) {
                        out.add(new MeldFinder.Candidate(withJoker, card));
                    }
                }
            }
        }
        return out;
    }

    /** The subsets of the hand's distinct natural cards, each sorted (no meld holds a card twice). */
    private static List<List<FrenchCard>> subsets(List<FrenchCard> hand) {
        List<FrenchCard> naturals = hand.stream().filter(c -> !c.isJoker()).distinct().sorted().toList();
        List<List<FrenchCard>> out = new ArrayList<>();
        for (int mask = 0; mask < 1 << naturals.size(); mask++) {
            List<FrenchCard> s = new ArrayList<>();
            for (int k = 0; k < naturals.size(); k++) {
                if ((mask >> k & 1) != 0) {
                    s.add(naturals.get(k));
                }
            }
            out.add(List.copyOf(s));
        }
        return out;
    }

    private static List<FrenchCard> withJoker(List<FrenchCard> cards) {
        List<FrenchCard> out = new ArrayList<>(cards);
        out.add(FrenchCard.JOKER);
        return List.copyOf(out);
    }

    private static List<FrenchCard> naturalCards() {
        return Decks.french54().stream().filter(c -> !c.isJoker()).toList();
    }
}
