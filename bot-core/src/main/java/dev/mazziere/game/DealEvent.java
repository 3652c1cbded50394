package dev.mazziere.game;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.mazziere.cards.Card;
import java.util.List;

/**
 * Cards were dealt: {@code hands} in seat order, each in dealing order; {@code table}
 * only where cards go face up (null otherwise, and then left out of the JSON).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DealEvent(int dealer, List<List<Card>> hands, List<Card> table) implements MatchEvent {

    public DealEvent {
        hands = hands.stream().map(List::copyOf).toList();
        table = table == null ? null : List.copyOf(table);
    }

    @Override
    public String type() {
        return "deal";
    }
}
