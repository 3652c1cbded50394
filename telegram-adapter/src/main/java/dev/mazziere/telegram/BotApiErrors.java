package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.Locale;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * Gives an error page the Bot API's own shape. A proxy or load balancer in front of the
 * Bot API answers an outage with HTML (a 502 or 503 page), which the library cannot read
 * and reports with no status at all ("Unable to deserialize response", code 0), so the
 * bot took it for a refusal. Rewritten to {@code {"ok":false,"error_code":502,...}}, it is
 * an outage like any other 5xx: retried at start-up and by the queues.
 */
final class BotApiErrors implements Interceptor {

    private static final MediaType JSON_TYPE = MediaType.get("application/json");
    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public Response intercept(Chain chain) throws IOException {
        Response response = chain.proceed(chain.request());
        if (response.code() < 400 || isJson(response)) {
            return response;
        }
        ObjectNode error = JSON.createObjectNode();
        error.put("ok", false);
        error.put("error_code", response.code());
        error.put("description", reason(response));
        response.close();
        return response.newBuilder().body(ResponseBody.create(error.toString(), JSON_TYPE))
                .header("Content-Type", JSON_TYPE.toString()).build();
    }

    /** Declared JSON, or reading like it (a JSON object), whatever the header says. */
    private static boolean isJson(Response response) throws IOException {
        ResponseBody body = response.body();
        MediaType type = body == null ? null : body.contentType();
        if (type != null && type.subtype().toLowerCase(Locale.ROOT).contains("json")) {
            return true;
        }
        return response.peekBody(64).string().stripLeading().startsWith("{");
    }

    /** The status line's words, or the usual ones for the code (HTTP/2 has none). */
    private static String reason(Response response) {
        if (!response.message().isBlank()) {
            return response.message().strip();
        }
        return switch (response.code()) {
            case 500 -> "Internal Server Error";
            case 502 -> "Bad Gateway";
            case 503 -> "Service Unavailable";
            case 504 -> "Gateway Timeout";
            case 404 -> "Not Found";
            default -> "HTTP error";
        };
    }
}
