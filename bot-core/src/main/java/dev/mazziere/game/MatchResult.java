package dev.mazziere.game;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * How a match ended: final totals per team and the winning teams (empty when it was
 * stopped). {@code stopped} is written only when true.
 */
@JsonInclude(JsonInclude.Include.NON_DEFAULT)
public record MatchResult(
        @JsonInclude(JsonInclude.Include.ALWAYS) List<Integer> totals,
        @JsonInclude(JsonInclude.Include.ALWAYS) List<Integer> winners,
        boolean stopped) {

    public MatchResult {
        totals = List.copyOf(totals);
        winners = List.copyOf(winners);
    }
}
