export const exampleQuantity = 100;
