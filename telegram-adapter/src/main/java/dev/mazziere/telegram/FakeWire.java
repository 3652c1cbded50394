package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import okhttp3.MediaType;
import okhttp3.MultipartReader;
import okhttp3.ResponseBody;

/**
 * Translates between HTTP and the Bot API's JSON for {@link FakeBotApi}: a request's body
 * (JSON, form-encoded or multipart/form-data with files) in as parameters, and the fake's
 * answers out as Bot API replies ({@code ok} with a result, or an error with its code).
 */
final class FakeWire {

    final ObjectMapper json = new ObjectMapper();

    /** The parameters of a call, however the client sent them. */
    JsonNode parse(RecordedRequest request) {
        String type = request.getHeaders().get("Content-Type");
        if (type != null && type.startsWith("multipart/form-data")) {
            return multipart(request.getBody(), type);
        }
        String body = request.getBody() == null ? "" : request.getBody().utf8();
        try {
            if (body.startsWith("{")) {
                return json.readTree(body);
            }
        } catch (Exception e) {
            throw new IllegalArgumentException("bad body " + body, e);
        }
        ObjectNode params = json.createObjectNode();
        for (String pair : body.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                params.put(java.net.URLDecoder.decode(pair.substring(0, eq), java.nio.charset.StandardCharsets.UTF_8),
                        java.net.URLDecoder.decode(pair.substring(eq + 1), java.nio.charset.StandardCharsets.UTF_8));
            }
        }
        return params;
    }

    /**
     * A multipart/form-data body as parameters: text parts as strings, and the {@code document}
     * field as {@code {file_name, content}} (content binary). TelegramBots sends the file as
     * a part named after the file, with {@code document=attach://<name>}; a file part named
     * {@code document} itself is taken too.
     */
    private JsonNode multipart(okio.ByteString body, String type) {
        ObjectNode params = json.createObjectNode();
        Map<String, ObjectNode> files = new HashMap<>();
        try (MultipartReader reader = new MultipartReader(ResponseBody.create(body, MediaType.get(type)))) {
            MultipartReader.Part next;
            while ((next = reader.nextPart()) != null) {
                try (MultipartReader.Part part = next) {
                    String disposition = part.headers().get("Content-Disposition");
                    String name = dispositionParam(disposition, "name");
                    String fileName = dispositionParam(disposition, "filename");
                    byte[] bytes = part.body().readByteArray();
                    if (fileName != null) {
                        ObjectNode file = json.createObjectNode();
                        file.put("file_name", fileName);
                        file.set("content", json.getNodeFactory().binaryNode(bytes));
                        files.put(name, file);
                    } else {
                        params.put(name, new String(bytes, java.nio.charset.StandardCharsets.UTF_8));
                    }
                }
            }
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("bad multipart body", e);
        }
        for (String field : List.of("document", "photo")) {
            String named = params.path(field).asText(null);
            if (named != null && named.startsWith("attach://") && files.containsKey(named.substring(9))) {
                params.set(field, files.get(named.substring(9)));
            } else if (files.containsKey(field)) {
                params.set(field, files.get(field));
            }
        }
        if (params.has("media")) {
            // editMessageMedia: the media as JSON, its new file as the part it names (attach://<name>)
            ObjectNode media = (ObjectNode) markup(params.get("media"));
            String named = media.path("media").asText("");
            if (named.startsWith("attach://") && files.containsKey(named.substring(9))) {
                ObjectNode file = files.get(named.substring(9));
                media.set("content", file.get("content"));
                media.put("file_name", file.path("file_name").asText());
            }
            params.set("media", media);
        }
        return params;
    }

    private static String dispositionParam(String disposition, String param) {
        if (disposition == null) {
            return null;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?:^|;)\\s*" + param + "=\"((?:[^\"\\\\]|\\\\.)*)\"")
                .matcher(disposition);
        return m.find() ? m.group(1).replaceAll("\\\\(.)", "$1") : null;
    }

    /** The client may send reply_markup (or media) as an object or as a JSON string. */
    JsonNode markup(JsonNode node) {
        if (node.isTextual()) {
            try {
                return json.readTree(node.asText());
            } catch (Exception e) {
                throw new IllegalArgumentException(e);
            }
        }
        return node;
    }

    /** The reply_markup a call gives, or null for none. */
    JsonNode markupOf(JsonNode params) {
        return params.has("reply_markup") ? markup(params.get("reply_markup")) : null;
    }

    MockResponse ok(JsonNode result) {
        ObjectNode body = json.createObjectNode();
        body.put("ok", true);
        body.set("result", result);
        return new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json")
                .body(body.toString()).build();
    }

    MockResponse okTrue() {
        return ok(json.getNodeFactory().booleanNode(true));
    }

    MockResponse error(int code, String description, ObjectNode parameters) {
        ObjectNode body = json.createObjectNode();
        body.put("ok", false).put("error_code", code).put("description", description);
        if (parameters != null) {
            body.set("parameters", parameters);
        }
        return new MockResponse.Builder().code(code).addHeader("Content-Type", "application/json")
                .body(body.toString()).build();
    }
}
