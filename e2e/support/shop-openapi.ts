/** The OpenAPI document (YAML) the tool receiver serves at /openapi.yaml: a small shop API living on the receiver itself. */
export function shopOpenApiYaml(receiverUrl: string): string {
  return `openapi: 3.1.0
info:
  title: Shop API
  version: 2.0.0
servers:
  - url: ${receiverUrl}/v1
security:
  - shopKey: []
paths:
  /orders/{orderId}:
    get:
      operationId: getOrderStatus
      summary: Get the status of an order
      parameters:
        - $ref: '#/components/parameters/OrderId'
      responses:
        '200':
          description: The order
  /orders/{orderId}/cancel:
    post:
      operationId: cancelOrder
      summary: Cancel an order
      parameters:
        - $ref: '#/components/parameters/OrderId'
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                reason:
                  type: string
      responses:
        '200':
          description: Cancelled
  /avatar:
    put:
      operationId: uploadAvatar
      summary: Upload an avatar
      requestBody:
        content:
          image/png:
            schema:
              type: string
              format: binary
      responses:
        '200':
          description: Stored
components:
  parameters:
    OrderId:
      name: orderId
      in: path
      required: true
      description: The order number
      schema:
        type: string
  securitySchemes:
    shopKey:
      type: apiKey
      in: header
      name: X-Shop-Key
`;
}
