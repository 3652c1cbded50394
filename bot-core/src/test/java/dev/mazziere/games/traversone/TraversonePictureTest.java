package dev.mazziere.games.traversone;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.Card;
import dev.mazziere.game.Move;
import dev.mazziere.picture.PictureFixtures;
import dev.mazziere.picture.Scene;
import java.util.List;
import org.junit.jupiter.api.Test;

final class TraversonePictureTest {

    private final PictureFixtures.Position position = PictureFixtures.traversone();
    private final TraversoneView mine = (TraversoneView) position.match().view(0);

    private static List<Scene.Face> faces(Scene.Section section) {
        return section.items().stream().filter(Scene.Cards.class::isInstance)
                .flatMap(i -> ((Scene.Cards) i).faces().stream()).toList();
    }

    @Test
    void theTrickShowsEachCardOverItsPlayerWithThePaloAndTheCardTakingItOutlined() {
        Scene.Section trick = position.table().sections().get(0);

        assertThat(trick.label()).isEqualTo(TraversonePresenter.suit(mine.trick().get(0).card().suit()) + " led");
        assertThat(trick.items()).hasSize(3);
        assertThat(trick.items()).extracting(i -> ((Scene.Cards) i).caption()).containsExactly("carlo", "🤖 Mario", "🤖 Lucia");
        int winning = TraversoneRules.TRICK_RULES.winningIndex(mine.table().cardsOnTable(), null);
        assertThat(faces(trick).get(winning).mark()).isEqualTo(Scene.Mark.HIGHLIGHT);
        assertThat(faces(trick)).filteredOn(f -> f.mark() == Scene.Mark.HIGHLIGHT).hasSize(1);
    }

    @Test
    void whenAnnaMustFollowSuitOnlyTheCardsOfThePaloAreRaisedAndTheOthersGreyed() {
        List<Scene.Face> hand = faces(position.hand().sections().get(0));
        List<Card> playable = position.match().legalMoves().stream().map(m -> (Card) ((TraversoneMove) m).card()).toList();

        assertThat(hand).extracting(Scene.Face::card).containsExactlyInAnyOrderElementsOf(mine.hand());
        assertThat(hand).filteredOn(f -> f.mark() == Scene.Mark.PLAYABLE).extracting(Scene.Face::card)
                .containsExactlyInAnyOrderElementsOf(playable);
        assertThat(hand).filteredOn(f -> f.mark() == Scene.Mark.DIMMED).hasSize(mine.hand().size() - playable.size());
    }

    @Test
    void theHandIsGroupedBySuitAsItsTextAndButtonsAre() {
        List<Scene.Face> hand = faces(position.hand().sections().get(0));

        assertThat(hand).extracting(f -> (Card) f.card()).containsExactlyElementsOf(TraversonePresenter.inHandOrder(mine.hand()));
        assertThat(hand).isSortedAccordingTo((a, b) -> ((dev.mazziere.cards.ItalianCard) a.card())
                .compareTo((dev.mazziere.cards.ItalianCard) b.card()));
    }

    @Test
    void theStripGivesEveryPlayersTotalAndTheLimit() {
        Scene.Strip strip = position.table().strip();

        assertThat(strip.scores()).extracting(Scene.Score::name).containsExactly("anna", "carlo", "🤖 Mario", "🤖 Lucia");
        assertThat(strip.note()).isEqualTo("limit 31");
    }

    @Test
    void aMoveListWithoutCardsMarksNothing() {
        List<? extends Move> none = List.of();
        Scene hand = position.picture().hand(mine, none, position.facts(), PictureFixtures.EN);

        assertThat(faces(hand.sections().get(0))).extracting(Scene.Face::mark).containsOnly(Scene.Mark.PLAIN);
    }
}
