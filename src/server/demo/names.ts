// Word lists for plausible Brazilian people, businesses and addresses.

export const FIRST_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João',
  'Juliana', 'Lucas', 'Mariana', 'Mateus', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Renata', 'Rodrigo',
  'Sabrina', 'Thiago', 'Vanessa', 'Vinícius', 'Larissa', 'Gustavo', 'Camila', 'Diego', 'Fernanda', 'Leonardo',
  'Patrícia', 'Ricardo', 'Aline', 'Marcelo', 'Beatriz', 'André', 'Letícia', 'Caio', 'Priscila', 'Samuel',
] as const;

export const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
] as const;

/** Restaurant and business words: "{kind} {theme}". */
export const BUSINESS_KINDS = ['Restaurante', 'Lanchonete', 'Padaria', 'Bistrô', 'Cantina', 'Churrascaria', 'Pizzaria', 'Empório', 'Hortifruti', 'Bar e Restaurante'] as const;
export const BUSINESS_THEMES = [
  'Sabor da Terra', 'Bom Gosto', 'Dona Maria', 'Tempero Mineiro', 'Vila Nova', 'Quintal', 'Boa Mesa',
  'Pé de Serra', 'Cantinho do Chef', 'Fogão a Lenha', 'Mar Azul', 'Estação', 'Panela de Barro', 'Bella Napoli',
  'Raízes', 'Grão de Ouro', 'Folha Verde', 'Porto Seguro', 'Aconchego', 'Sol Nascente', 'Jardim', 'Trevo',
] as const;

export const KEY_ACCOUNTS = [
  'Supermercados Pão Dourado', 'Rede Bom Preço', 'Mercados Estrela', 'Atacadão Paulista', 'Supermercado Santa Luzia',
  'Rede Econômica', 'Hipermercado Central', 'Mercadinho Boa Vista', 'Supermercados Avenida', 'Rede Família',
  'Empório Jardins', 'Hotel Paulista Plaza', 'Rede Hospitalar Vida', 'Cozinha Industrial Sabor & Cia', 'Colégio Horizonte',
] as const;

export const IFOOD_KITCHENS = [
  'Sushi Express', 'Burger Lab', 'Poke House', 'Marmita Fit', 'Açaí da Vila', 'Pizza no Forno', 'Temaki Go',
  'Salad Point', 'Cozinha da Vó', 'Taco Loco', 'Yakisoba Mix', 'Pastel & Cia',
] as const;

/** City, state and neighbourhoods. Most clients are in São Paulo, a few elsewhere. */
export const CITIES = [
  { city: 'São Paulo', state: 'SP', weight: 70, neighborhoods: ['Pinheiros', 'Vila Mariana', 'Moema', 'Mooca', 'Santana', 'Tatuapé', 'Lapa', 'Butantã', 'Perdizes', 'Itaim Bibi', 'Ipiranga', 'Vila Madalena', 'Brooklin', 'Liberdade', 'Bela Vista'] },
  { city: 'Guarulhos', state: 'SP', weight: 8, neighborhoods: ['Centro', 'Vila Galvão', 'Macedo'] },
  { city: 'Osasco', state: 'SP', weight: 6, neighborhoods: ['Centro', 'Presidente Altino', 'Bela Vista'] },
  { city: 'Santo André', state: 'SP', weight: 6, neighborhoods: ['Jardim', 'Vila Assunção', 'Campestre'] },
  { city: 'Campinas', state: 'SP', weight: 5, neighborhoods: ['Cambuí', 'Taquaral', 'Barão Geraldo'] },
  { city: 'Belo Horizonte', state: 'MG', weight: 5, neighborhoods: ['Savassi', 'Funcionários', 'Pampulha'] },
] as const;

export const STREETS = [
  'Rua Augusta', 'Rua dos Pinheiros', 'Avenida Paulista', 'Rua Domingos de Morais', 'Rua Vergueiro',
  'Avenida Ibirapuera', 'Rua da Mooca', 'Rua Voluntários da Pátria', 'Rua Teodoro Sampaio', 'Rua Harmonia',
  'Avenida Brasil', 'Rua das Flores', 'Rua XV de Novembro', 'Avenida Santo Amaro', 'Rua Tuiuti',
] as const;

export const ORDER_INSTRUCTIONS = [
  'Entregar pela doca dos fundos',
  'Cliente pede frutas bem maduras',
  'Separar carnes em caixas térmicas',
  'Não aceitar substituições',
  'Entrega até as 10h, restaurante abre às 11h',
  'Conferir validade dos laticínios',
] as const;

export const ITEM_INSTRUCTIONS = [
  'Tomates firmes, para salada',
  'Banana de vez, não madura',
  'Cortar em bifes finos',
  'Peças de até 1,5 kg',
  'Embalar separado',
  'Preferir validade mais longa',
] as const;

export function personName(first: string, last: string): string {
  return `${first} ${last}`;
}
